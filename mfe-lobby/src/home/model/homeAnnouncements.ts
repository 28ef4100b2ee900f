import { HOME_ANNOUNCEMENT_TYPES, fetchAnnouncements, imageUrl, preloadImage, type AnnouncementResponse } from 'shared';
import { HOME_BANNER_GROUPS, homeBanners } from './banners';

/**
 * Home's announcements (banners and the promo text). The first banner's picture, the page's largest, is asked
 * for the moment the list arrives, not once the carousel has rendered it.
 */
export async function loadHomeAnnouncements(): Promise<AnnouncementResponse> {
  const announcements = await fetchAnnouncements({ types: [...HOME_ANNOUNCEMENT_TYPES], groupName: [...HOME_BANNER_GROUPS] });
  const [first] = homeBanners(announcements.banners);
  if (first) preloadImage(imageUrl(first.url));
  return announcements;
}
