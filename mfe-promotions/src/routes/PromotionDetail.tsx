import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AreaRoot, EmptyData, ErrorPanel, Spinner, errorMessage } from 'shared';
import '../i18n';
import { promotionIdOf, PromotionDetailView, usePromotionDetail } from '../features/detail';

/** /m/activityDetail?id={promotion id} */
export default function PromotionDetail() {
  const { t } = useTranslation('promotions');
  const [search] = useSearchParams();
  const state = usePromotionDetail(promotionIdOf(search.get('id')));

  let body;
  if (state.status === 'error') body = <ErrorPanel message={errorMessage(state.error, t)} onRetry={state.reload} />;
  else if (state.status === 'loading') body = <Spinner label={t('loading_promotion')} />;
  else if (state.found === null) body = <EmptyData message={t('promotion_not_found')} />;
  else body = <PromotionDetailView key={state.found.item.id} promotion={state.found.item} applicable={state.found.isPromotion} />;
  return <AreaRoot area="promotions">{body}</AreaRoot>;
}
