import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from 'shared';
import '../i18n';
import { AppBadge, AppDownloadPanel, CloseIconButton, detectDevice, downloadHidden } from '../features/appDownload';
import styles from './appDownloadPopup.module.css';

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
      <CloseIconButton testId="app-download-close" onClose={onClose} />
      <AppBadge />
      <p className={styles.popupText}>{t('download_pitch')}</p>
      <AppDownloadPanel />
    </Modal>
  );
}
