import { useTranslation } from 'react-i18next';
import { resetPreview } from './previewRequest';
import { usePreviewStore } from './previewStore';
import styles from './preview.module.css';

/** Visible in a tab that previews unpinned versions (with a one-tap reset), and when a preview was refused. */
export function PreviewBadge() {
  const { t } = useTranslation('shell');
  const { previewing, rejected, dismissRejected } = usePreviewStore();
  return (
    <>
      {previewing.length > 0 && (
        <div className={styles.badge} data-testid="preview-badge" role="status">
          <span>{t('preview_label', { versions: previewing.map((p) => `${p.area}@${p.version}`).join(', ') })}</span>
          <button type="button" className={styles.button} data-testid="preview-reset" onClick={resetPreview}>
            {t('preview_reset')}
          </button>
        </div>
      )}
      {rejected.length > 0 && (
        <div className={`${styles.badge} ${styles.refused}`} data-testid="preview-rejected" role="alert">
          <span>{t('preview_refused', { reasons: rejected.join('; ') })}</span>
          <button type="button" className={styles.button} onClick={dismissRejected}>
            {t('preview_dismiss')}
          </button>
        </div>
      )}
    </>
  );
}
