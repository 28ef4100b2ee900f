import { fetchAnnouncements } from 'shared';
import { PROMOTIONS_QUERY, VIP_QUERY } from '../promotions/queries';
import { findPromotion, type FoundItem } from './findPromotion';

/** One promotion by id: from the promotions call, else from the VIP (UPGRADE_BONUS) call; null when unknown. */
export async function loadPromotion(id: number): Promise<FoundItem | null> {
  const found = findPromotion(await fetchAnnouncements(PROMOTIONS_QUERY), id);
  if (found?.isPromotion) return found;
  return findPromotion(await fetchAnnouncements(VIP_QUERY), id) ?? found;
}
