import styles from './ui.module.css';

export function Chevron() {
  return (
    <svg className={styles.chevron} width="16" height="16" viewBox="0 0 24 24" aria-hidden>
      <path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
