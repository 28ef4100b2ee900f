import { HOME_ANNOUNCEMENT_TYPES, fetchAnnouncements, imageUrl, preloadImage, type Announcement, type AnnouncementResponse } from 'shared';
import { HOME_BANNER_GROUPS, homeBanners } from './banners';

/** What home shows of its announcements: the banners and the promo text (the player announcements' titles). */
export interface HomeAnnouncements extends Pick<AnnouncementResponse, 'banners'> {
  player: Pick<Announcement, 'id' | 'title'>[];
}

/**
 * Home's announcements (banners and the promo text), only those: a server-rendered page hands the browser what
 * its screens were rendered with, and the promotions and pop-ups of the same answer are not shown here, nor the
 * player announcements' bodies and dates (the notices section reads its own). The
 * first banner's picture, the page's largest, is asked for the moment the list arrives, not once the carousel
 * has rendered it.
 */
export async function loadHomeAnnouncements(): Promise<HomeAnnouncements> {
  const { banners, player } = await fetchAnnouncements({ types: [...HOME_ANNOUNCEMENT_TYPES], groupName: [...HOME_BANNER_GROUPS] });
  const [first] = homeBanners(banners);
  if (first) preloadImage(imageUrl(first.url));
  return { banners, player: player.map(({ id, title }) => ({ id, title })) };
}
