import styles from './page.module.css';

/** The page's own heading under the shell's nav bar (which holds the h1). */
export function PageHeading({ children }: { children: string }) {
  return <h2 className={styles.heading}>{children}</h2>;
}
