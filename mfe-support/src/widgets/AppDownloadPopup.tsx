import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from 'shared';
import '../i18n';
import { AppBadge } from '../features/appDownload/AppBadge';
import { AppDownloadPanel } from '../features/appDownload/AppDownloadPanel';
import { detectDevice, downloadHidden } from '../features/appDownload/downloadDevice';
import styles from '../features/appDownload/appDownload.module.css';

export interface AppDownloadPopupProps {
  onClose(): void;
}

/**
 * The app download popup (docs/product-rules.md §2), opened by the shell on `app-download:open`. Inside the app or the
 * installed web app there is nothing to offer: it closes at once.
 */
export default function AppDownloadPopup({ onClose }: AppDownloadPopupProps) {
  const { t } = useTranslation('support');
  const hidden = downloadHidden(detectDevice());
  useEffect(() => {
    if (hidden) onClose();
  }, [hidden, onClose]);
  if (hidden) return null;

  return (
    <Modal className={styles.popup} aria-label={t('download_title')} data-testid="app-download-popup" onClose={onClose}>
      <button
        type="button"
        className={styles.closeIcon}
        aria-label={t('close', { ns: 'common' })}
        data-testid="app-download-close"
        onClick={onClose}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden>
          <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </button>
      <AppBadge />
      <p className={styles.popupText}>{t('download_pitch')}</p>
      <AppDownloadPanel />
    </Modal>
  );
}
