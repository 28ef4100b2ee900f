import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand, type DownloadLink } from 'shared';
import { AddToHomeGuide } from './AddToHomeGuide';
import { detectDevice, downloadHidden, type DownloadDevice } from './downloadDevice';
import { downloadEntries, guideTip, profileUrl } from './downloadEntries';
import { DownloadEntryList } from './DownloadEntryList';
import { useDownloadAction } from './useDownloadAction';
import styles from './appDownload.module.css';

const NO_LINKS: DownloadLink[] = [];

/** The download entries for this device and brand, with the add-to-home guide; used by the page and the popup. */
export function AppDownloadPanel({ device: given }: { device?: DownloadDevice }) {
  const { t } = useTranslation('support');
  const brand = useBrand();
  const device = useMemo(() => given ?? detectDevice(), [given]);
  const links = brand?.downloadLinks ?? NO_LINKS;
  const [guideOpen, setGuideOpen] = useState(false);
  const { run, downloadProfile } = useDownloadAction(device, () => setGuideOpen(true));
  const entries = downloadEntries(links, device);
  const profile = profileUrl(links);

  if (downloadHidden(device))
    return (
      <p className={styles.note} data-testid="download-installed">
        {t('download_installed')}
      </p>
    );
  if (entries.length === 0)
    return (
      <p className={styles.note} data-testid="download-none">
        {t('download_none')}
      </p>
    );
  return (
    <>
      <DownloadEntryList entries={entries} onSelect={run} />
      {guideOpen && (
        <AddToHomeGuide
          tip={guideTip(links)}
          iosVersion={device.iosVersion}
          onDownloadProfile={() => profile && downloadProfile(profile)}
          onClose={() => setGuideOpen(false)}
        />
      )}
    </>
  );
}
