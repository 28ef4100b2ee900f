import { fetchAnnouncements, useApi, useLanguage, useSession } from 'shared';
import { PROMOTIONS_QUERY, VIP_QUERY } from '../promotions';
import { findPromotion, type FoundItem } from './findPromotion';

export type PromotionDetailState =
  { status: 'loading' } | { status: 'ready'; found: FoundItem | null } | { status: 'error'; error: unknown; reload(): void };

const nothing = () => Promise.resolve(null);

/**
 * One promotion by id: from the promotions call, else from the VIP (UPGRADE_BONUS) call, else a plain
 * announcement of the promotions call; null when unknown. The VIP lookup is a read of its own (`useApi`), asked
 * only when the promotions do not have the id, so that it too is asked again when its answer goes stale.
 */
export function usePromotionDetail(id: number | null): PromotionDetailState {
  const token = useSession()?.token ?? null;
  const language = useLanguage();
  const promotions = useApi(() => (id === null ? nothing() : fetchAnnouncements(PROMOTIONS_QUERY)), [id, token, language]);
  const inPromotions = id !== null && promotions.data ? findPromotion(promotions.data, id) : null;
  const vipNeeded = id !== null && !!promotions.data && !inPromotions?.isPromotion;
  const vip = useApi(() => (vipNeeded ? fetchAnnouncements(VIP_QUERY) : nothing()), [vipNeeded, token, language]);

  if (id === null) return { status: 'ready', found: null };
  if (promotions.status === 'error' && !promotions.data) return { status: 'error', error: promotions.error, reload: promotions.reload };
  if (!promotions.data) return { status: 'loading' };
  if (!vipNeeded) return { status: 'ready', found: inPromotions };
  if (vip.status === 'error' && !vip.data) return { status: 'error', error: vip.error, reload: vip.reload };
  if (!vip.data) return { status: 'loading' };
  return { status: 'ready', found: findPromotion(vip.data, id) ?? inPromotions };
}
