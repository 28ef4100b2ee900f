import type { Announcement, AnnouncementResponse } from 'shared';

/** The `id` query parameter as a positive whole number, or null. */
export function promotionIdOf(raw: string | null): number | null {
  if (!raw || !/^\d+$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  return id > 0 ? id : null;
}

export interface FoundItem {
  item: Announcement;
  /** Promotions take applications; a plain (popup or player) announcement opened by id does not. */
  isPromotion: boolean;
}

/** The item with that id among the promotions, then the popup and player announcements. */
export function findPromotion(response: AnnouncementResponse, id: number): FoundItem | null {
  const promotion = response.promotion.find((item) => item.id === id);
  if (promotion) return { item: promotion, isPromotion: true };
  const other = [...response.popup, ...response.player].find((item) => item.id === id);
  return other ? { item: other, isPromotion: false } : null;
}
