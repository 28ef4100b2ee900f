import type { ReactNode } from 'react';
import type { Area } from '../routes/table';
import styles from './primitives.module.css';

/** The root element of a routed area: carries `data-remote` (docs/architecture.md test hook) and the area's page box. */
export function AreaRoot({ area, children, className }: { area: Area; children: ReactNode; className?: string }) {
  return (
    <div data-remote={area} className={[styles.area, className].filter(Boolean).join(' ')}>
      {children}
    </div>
  );
}
