import { useTranslation } from 'react-i18next';
import styles from './appDownload.module.css';

/** The round × that closes the app download popup and the add-to-home guide. */
export function CloseIconButton({ testId, onClose }: { testId: string; onClose: () => void }) {
  const { t } = useTranslation('support');
  return (
    <button type="button" className={styles.closeIcon} aria-label={t('close', { ns: 'common' })} data-testid={testId} onClick={onClose}>
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden>
        <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
