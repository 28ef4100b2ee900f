import { useTranslation } from 'react-i18next';
import styles from './primitives.module.css';

/** The empty-data placeholder of docs/product-rules.md §2. */
export function EmptyData({ message }: { message?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.empty} data-testid="empty-data">
      <svg width="72" height="56" viewBox="0 0 72 56" aria-hidden>
        <rect x="6" y="14" width="60" height="36" rx="6" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M6 26h18l4 6h16l4-6h18" fill="none" stroke="currentColor" strokeWidth="3" />
      </svg>
      <p>{message ?? t('no_data')}</p>
    </div>
  );
}
