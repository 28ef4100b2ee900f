import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bus, isStandaloneWebApp, localStore, useBrowserValue } from 'shared';
import styles from './frame.module.css';

const HIDDEN_KEY = 'm.downloadBarHidden';

const hiddenOnThisDevice = () => isStandaloneWebApp() || localStore.get(HIDDEN_KEY) === '1';

/**
 * Download bar state: the hidden flag is kept locally; an installed web app forces it hidden. A server-rendered
 * page has the bar (the server cannot know) and is taken over with it; public/theme.js has already hidden it
 * before the first paint, and it leaves the page right after.
 */
export function useDownloadBannerState() {
  const hiddenHere = useBrowserValue(hiddenOnThisDevice, false);
  const [closed, setClosed] = useState(false);
  return {
    hidden: hiddenHere || closed,
    hide() {
      localStore.set(HIDDEN_KEY, '1');
      setClosed(true);
    },
  };
}

/** The app download banner on home routes; closing it shows the header's download button instead. */
export function DownloadBanner({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.banner} data-testid="download-banner">
      <button type="button" className={styles.bannerClose} aria-label={t('close')} data-testid="download-banner-close" onClick={onClose}>
        ×
      </button>
      <span className={styles.bannerText}>{t('download_banner')}</span>
      <button type="button" className={styles.primaryButton} onClick={() => bus.emit('app-download:open')}>
        {t('download_open')}
      </button>
    </div>
  );
}
