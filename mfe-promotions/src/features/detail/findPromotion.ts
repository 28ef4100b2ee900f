import type { Announcement, AnnouncementResponse } from 'shared';

/** The `id` query parameter as a positive whole number, or null. */
export function promotionIdOf(raw: string | null): number | null {
  if (!raw || !/^\d+$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  return id > 0 ? id : null;
}

/** The item with that id among the promotions, then the popup and player announcements. */
export function findPromotion(response: AnnouncementResponse, id: number): Announcement | null {
  return [...response.promotion, ...response.popup, ...response.player].find((item) => item.id === id) ?? null;
}
