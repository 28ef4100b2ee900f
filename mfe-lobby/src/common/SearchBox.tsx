import { useTranslation } from 'react-i18next';
import styles from './ui.module.css';

interface SearchBoxProps {
  value: string;
  onChange(value: string): void;
}

/** The game search field; the text is kept as typed, the list uses it trimmed. */
export function SearchBox({ value, onChange }: SearchBoxProps) {
  const { t } = useTranslation('lobby');
  return (
    <form className={styles.search} role="search" onSubmit={(e) => e.preventDefault()}>
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden className={styles.searchIcon}>
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        type="search"
        name="gameName"
        className={styles.searchInput}
        value={value}
        placeholder={t('search_placeholder')}
        aria-label={t('search_label')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={64}
        onChange={(e) => onChange(e.target.value)}
      />
      {value && (
        <button type="button" className={styles.searchClear} aria-label={t('search_clear')} onClick={() => onChange('')}>
          ×
        </button>
      )}
    </form>
  );
}
