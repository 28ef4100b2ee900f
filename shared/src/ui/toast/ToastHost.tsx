import { useToastStore } from './store';
import styles from './toast.module.css';

/** Renders the page's toasts (mounted once, by the shell). */
export function ToastHost() {
  const toasts = useToastStore((s) => s.toasts);
  return (
    <div className={styles.host} aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} role="status" className={`${styles.toast} ${styles[t.kind] ?? ''}`} data-kind={t.kind}>
          {t.kind === 'loading' && <span className={styles.spinner} aria-hidden />}
          {t.message}
        </div>
      ))}
    </div>
  );
}
