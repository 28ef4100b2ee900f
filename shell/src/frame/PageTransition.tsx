import type { ReactNode } from 'react';
import styles from './frame.module.css';

/**
 * Each page the player moves to enters with a 300 ms transition (keyed by path by the caller; the duration is
 * PAGE_TRANSITION_MS, in frame.module.css since the page's CSP allows no style attribute). The page the site
 * opens on does not: it is there at once (and, server-rendered, already painted).
 */
export function PageTransition({ children, enter }: { children: ReactNode; enter: boolean }) {
  return <div className={enter ? `${styles.page} ${styles.entering}` : styles.page}>{children}</div>;
}
