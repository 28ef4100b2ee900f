import { useTranslation } from 'react-i18next';
import type { DownloadEntry, DownloadEntryKind } from './downloadEntries';
import { EntryIcon } from './EntryIcon';
import styles from './appDownload.module.css';

const LABEL: Record<DownloadEntryKind, { title: string; hint: string }> = {
  addToHome: { title: 'download_add_to_home', hint: 'download_add_to_home_hint' },
  android: { title: 'download_android', hint: 'download_android_hint' },
  iosProfile: { title: 'download_ios_profile', hint: 'download_ios_profile_hint' },
  ios: { title: 'download_ios', hint: 'download_ios_hint' },
};

/** The download entries as large buttons (hook `download-entry-<kind>`). */
export function DownloadEntryList({ entries, onSelect }: { entries: readonly DownloadEntry[]; onSelect(entry: DownloadEntry): void }) {
  const { t } = useTranslation('support');
  return (
    <ul className={styles.entries}>
      {entries.map((entry) => (
        <li key={entry.kind}>
          <button type="button" className={styles.entry} data-testid={`download-entry-${entry.kind}`} onClick={() => onSelect(entry)}>
            <EntryIcon kind={entry.kind} />
            <span className={styles.entryText}>
              <span className={styles.entryTitle}>{t(LABEL[entry.kind].title)}</span>
              <span className={styles.entryHint}>{t(LABEL[entry.kind].hint)}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
