import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AreaRoot, EmptyData, ErrorPanel, Spinner, errorMessage, useApi, useLanguage, useSession } from 'shared';
import '../i18n';
import { loadPromotion } from '../features/detail/loadPromotion';
import { promotionIdOf } from '../features/detail/findPromotion';
import { PromotionDetailView } from '../features/detail/PromotionDetailView';

/** /m/activityDetail?id={promotion id} */
export default function PromotionDetail() {
  const { t } = useTranslation('promotions');
  const [search] = useSearchParams();
  const id = promotionIdOf(search.get('id'));
  const token = useSession()?.token ?? null;
  const language = useLanguage();
  const state = useApi(() => (id === null ? Promise.resolve(null) : loadPromotion(id)), [id, token, language]);

  let body;
  if (state.status === 'error' && !state.data) body = <ErrorPanel message={errorMessage(state.error, t)} onRetry={state.reload} />;
  else if (state.data === undefined) body = <Spinner label={t('loading_promotion')} />;
  else if (state.data === null) body = <EmptyData message={t('promotion_not_found')} />;
  else body = <PromotionDetailView key={state.data.item.id} promotion={state.data.item} applicable={state.data.isPromotion} />;
  return <AreaRoot area="promotions">{body}</AreaRoot>;
}
