import type { DownloadEntryKind } from './downloadEntries';
import { LineIcon } from '../../common/LineIcon';
import styles from './appDownload.module.css';

const PATHS: Record<DownloadEntryKind, string> = {
  addToHome: 'M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6',
  android: 'M7 10v7a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1v-7zM7 9a5 5 0 0 1 10 0zM4 10v5M20 10v5M9 5 8 3M15 5l1-2',
  iosProfile: 'M12 3l7 3v5c0 5-3 8-7 10-4-2-7-5-7-10V6zM9 12l2 2 4-4',
  ios: 'M16 3c0 2-1.5 3.5-3.3 3.6C12.5 4.8 14 3.2 16 3zM12 8c1 0 2-.8 3.2-.8 1 0 2.7.6 3.5 2.2-3 1.7-2.4 6 .6 7-.7 2-2.2 4.6-3.8 4.6-1.3 0-1.6-.8-3.4-.8s-2.2.8-3.4.8C6.6 21 4 17 4 13c0-3.4 2.2-5.6 4.6-5.6 1.3 0 2.3.8 3.4.8z',
};

/** Line icon of a download entry, drawn in the theme's primary colour. */
export function EntryIcon({ kind }: { kind: DownloadEntryKind }) {
  return <LineIcon path={PATHS[kind]} size={24} className={styles.entryIcon} />;
}
