import { cachedAnnouncements } from '../announcements/announcementCache';
import { PROMOTIONS_QUERY, VIP_QUERY } from '../promotions/queries';
import { findPromotion, type FoundItem } from './findPromotion';

/** One promotion by id: from the promotions call, else from the VIP (UPGRADE_BONUS) call; null when unknown. */
export async function loadPromotion(id: number, scope: { token: string | null; language: string }): Promise<FoundItem | null> {
  const found = findPromotion(await cachedAnnouncements(PROMOTIONS_QUERY, scope), id);
  if (found?.isPromotion) return found;
  return findPromotion(await cachedAnnouncements(VIP_QUERY, scope), id) ?? found;
}
