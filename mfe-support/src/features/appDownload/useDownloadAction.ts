import { useTranslation } from 'react-i18next';
import { toast } from 'shared';
import { goTo, openNewTab } from '../../common/browser';
import type { DownloadDevice } from './downloadDevice';
import { needsSafari, opensInSameTab, type DownloadEntry } from './downloadEntries';
import { startProfileDownload } from './profileDownload';

/** What tapping a download entry does; `openGuide` shows the add-to-home guide. */
export function useDownloadAction(device: DownloadDevice, openGuide: () => void) {
  const { t } = useTranslation('support');
  const safariRequired = () => toast.info(t('app_download_safari_required', { defaultValue: 'Please use Safari for download App.' }));

  const downloadProfile = (url: string) => {
    if (device.ios && !device.iosSafari) return safariRequired();
    void startProfileDownload(url, { notify: (ms) => toast.info(t('profile_notice'), ms), go: goTo });
  };

  const run = (entry: DownloadEntry) => {
    if (entry.kind === 'addToHome') return openGuide();
    if (!entry.url) return;
    if (needsSafari(entry.kind, device)) return safariRequired();
    if (entry.kind === 'iosProfile') return downloadProfile(entry.url);
    if (opensInSameTab(entry.url)) goTo(entry.url);
    else openNewTab(entry.url);
  };

  return { run, downloadProfile };
}
