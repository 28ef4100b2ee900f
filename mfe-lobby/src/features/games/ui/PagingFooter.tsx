import { useTranslation } from 'react-i18next';
import { pageIndicator } from '../model/browsing';
import styles from '../../../common/ui.module.css';

interface PagingFooterProps {
  page: number;
  totalPages: number;
  loading: boolean;
  onMore(): void;
}

/** 'current / total' and the 'more games' button, disabled on the last page. */
export function PagingFooter({ page, totalPages, loading, onMore }: PagingFooterProps) {
  const { t } = useTranslation('lobby');
  const last = page >= totalPages;
  return (
    <div className={styles.pager}>
      <span className={styles.indicator} data-testid="page-indicator" aria-label={t('page_indicator_label', { page, total: totalPages })}>
        {pageIndicator(page, totalPages)}
      </span>
      <button
        type="button"
        className={styles.more}
        data-testid="more-games"
        disabled={last || loading}
        aria-busy={loading || undefined}
        onClick={onMore}
      >
        {loading ? t('loading', { ns: 'common' }) : t('more_games')}
      </button>
    </div>
  );
}
