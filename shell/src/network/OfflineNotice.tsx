import { useTranslation } from 'react-i18next';
import { useOnline } from './useOnline';
import styles from './offlineNotice.module.css';

/**
 * Says the connection is gone while it is, floating over the page (no layout shift): what is already open keeps
 * working, and screens pick up again when the browser is back online, without a reload.
 */
export function OfflineNotice() {
  const online = useOnline();
  const { t } = useTranslation('shell');
  if (online) return null;
  return (
    <div className={styles.notice} role="status" aria-live="polite" data-testid="offline-notice">
      <span className={styles.dot} aria-hidden="true" />
      {t('offline_notice')}
    </div>
  );
}
