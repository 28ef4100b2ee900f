import { useTranslation } from 'react-i18next';
import styles from './status.module.css';

/** The service-error (maintenance) and IP-limit (region restriction) pages. */
export function StatusPage({ kind }: { kind: 'maintenance' | 'region' }) {
  const { t } = useTranslation('shell');
  return (
    <main className={styles.page} data-testid={kind === 'maintenance' ? 'service-error-page' : 'ip-limit-page'}>
      <div className={styles.icon} aria-hidden>
        {kind === 'maintenance' ? '🛠' : '⛔'}
      </div>
      <h1>{t(kind === 'maintenance' ? 'maintenance_title' : 'region_title')}</h1>
      <p>{t(kind === 'maintenance' ? 'maintenance_text' : 'region_text')}</p>
    </main>
  );
}
