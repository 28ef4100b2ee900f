import { useTranslation } from 'react-i18next';
import type { DownloadEntry } from './downloadEntries';
import { DOWNLOAD_ENTRY_LABELS } from './downloadTexts';
import { EntryIcon } from './EntryIcon';
import styles from './appDownload.module.css';

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
              <span className={styles.entryTitle}>{t(DOWNLOAD_ENTRY_LABELS[entry.kind].title)}</span>
              <span className={styles.entryHint}>{t(DOWNLOAD_ENTRY_LABELS[entry.kind].hint)}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
