import styles from './page.module.css';

/** The page's own heading under the shell's nav bar. */
export function PageHeading({ children }: { children: string }) {
  return <h1 className={styles.heading}>{children}</h1>;
}
