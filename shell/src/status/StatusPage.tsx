import { useTranslation } from 'react-i18next';
import type { SystemStatus } from './systemStatus';
import { StatusIcon } from './StatusIcon';
import { useStatusRecheck } from './useStatusRecheck';
import styles from './status.module.css';

interface StatusPageProps {
  kind: 'maintenance' | 'region';
  /** Each status the page hears when it asks again: 0 lets the site back in. */
  onStatus(status: SystemStatus): void;
}

/** The service-error (maintenance) and IP-limit (region restriction) pages; they ask again by themselves and on retry. */
export function StatusPage({ kind, onStatus }: StatusPageProps) {
  const { t } = useTranslation('shell');
  const { t: common } = useTranslation('common');
  const { state, recheck } = useStatusRecheck(onStatus);
  return (
    <main className={styles.page} data-testid={kind === 'maintenance' ? 'service-error-page' : 'ip-limit-page'}>
      <div className={styles.icon}>
        <StatusIcon kind={kind} />
      </div>
      <h1>{t(kind === 'maintenance' ? 'maintenance_title' : 'region_title')}</h1>
      <p>{t(kind === 'maintenance' ? 'maintenance_text' : 'region_text')}</p>
      <p className={styles.note} role="status" data-testid="status-recheck-note">
        {state === 'still-down' && t('status_still_down')}
        {state === 'unreachable' && t('status_unreachable')}
        {(state === 'idle' || state === 'checking') && t('status_auto_recheck')}
      </p>
      <button
        type="button"
        className={styles.retry}
        data-testid="status-retry"
        disabled={state === 'checking'}
        onClick={() => void recheck()}
      >
        {common('retry')}
      </button>
    </main>
  );
}
