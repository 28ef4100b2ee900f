import type { ReactNode } from 'react';
import { PAGE_TRANSITION_MS } from 'shared';
import styles from './frame.module.css';

/** Each page enters with a 300 ms transition (keyed by path by the caller). */
export function PageTransition({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page} style={{ animationDuration: `${PAGE_TRANSITION_MS}ms` }}>
      {children}
    </div>
  );
}
