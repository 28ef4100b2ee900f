import type { ReactNode } from 'react';
import { useServerRendered } from '../hooks/useBrowserValue';
import type { Area } from '../routes/table';
import styles from './primitives.module.css';

/**
 * The root element of a routed area, with the area's page box. `data-area` names the area in any render;
 * `data-remote` (docs/architecture.md test hook: the area is on the page and working) is set once the browser
 * runs it, not in the server's HTML, which shows the page before the browser has taken it over.
 */
export function AreaRoot({ area, children, className }: { area: Area; children: ReactNode; className?: string }) {
  const running = !useServerRendered();
  return (
    <div data-area={area} data-remote={running ? area : undefined} className={[styles.area, className].filter(Boolean).join(' ')}>
      {children}
    </div>
  );
}
