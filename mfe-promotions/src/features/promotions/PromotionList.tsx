import { useTranslation } from 'react-i18next';
import { EmptyData, ErrorPanel, Spinner, errorMessage, type AnnouncementQuery } from 'shared';
import { useAnnouncements } from '../announcements';
import { PromotionCard } from './PromotionCard';
import { isOngoing } from './status';
import styles from './promotions.module.css';

/** Promotion cards of one announcements query, with loading, failure (retry) and empty states. */
export function PromotionList({ query, emptyMessage }: { query: AnnouncementQuery; emptyMessage?: string }) {
  const { t } = useTranslation('promotions');
  const state = useAnnouncements(query);
  if (state.status === 'error' && !state.data) return <ErrorPanel message={errorMessage(state.error, t)} onRetry={state.reload} />;
  if (!state.data) return <Spinner label={t('loading_promotions')} />;
  // Ongoing only: a promotion whose end date is past is not listed (docs/product-rules.md §4, 4.17).
  const promotions = state.data.promotion.filter((promotion) => isOngoing(promotion));
  if (promotions.length === 0) return <EmptyData message={emptyMessage ?? t('promotions_empty')} />;
  return (
    <ul className={styles.list} aria-busy={state.status === 'loading'}>
      {promotions.map((promotion) => (
        <li key={promotion.id}>
          <PromotionCard promotion={promotion} />
        </li>
      ))}
    </ul>
  );
}
