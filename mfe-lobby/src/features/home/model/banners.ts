import type { Banner, BannerGroup } from 'shared';

/** The banner groups of the home carousel, in display order. */
export const HOME_BANNER_GROUPS: readonly BannerGroup[] = ['m_home', 'm_youtube', 'm_video', 'm_local', 'm_newgame'];
/** Groups whose banners are videos, played in the video popup. */
export const VIDEO_BANNER_GROUPS: readonly BannerGroup[] = ['m_youtube', 'm_video'];

export const BANNER_AUTOPLAY_MS = 5000;
/** Banner pictures are 750 × 300. */
export const BANNER_SIZE = { width: 750, height: 300 } as const;

/** Home banners: only the five home groups, by group order then sequence. */
export function homeBanners(banners: readonly Banner[]): Banner[] {
  const rank = (b: Banner) => HOME_BANNER_GROUPS.indexOf(b.groupName);
  return banners.filter((b) => rank(b) >= 0).sort((a, b) => rank(a) - rank(b) || a.sequence - b.sequence);
}

export type BannerAction = { kind: 'video' } | { kind: 'external'; url: string } | { kind: 'internal'; to: string } | { kind: 'none' };

/** What a banner tap does: videos open the popup, http links open outside, paths navigate in the app. */
export function bannerAction(banner: Pick<Banner, 'groupName' | 'linkage'>): BannerAction {
  if (VIDEO_BANNER_GROUPS.includes(banner.groupName)) return { kind: 'video' };
  const link = banner.linkage?.trim() ?? '';
  if (/^https?:\/\//i.test(link)) return { kind: 'external', url: link };
  if (link.startsWith('/')) return { kind: 'internal', to: link };
  return { kind: 'none' };
}

/** The embed address of a video banner: YouTube with autoplay and related videos off. */
export function videoEmbed(linkage: string): { kind: 'youtube' | 'file'; src: string } {
  if (/youtube\.com|youtu\.be/i.test(linkage)) {
    const url = new URL(linkage);
    url.searchParams.set('autoplay', '0');
    url.searchParams.set('rel', '0');
    return { kind: 'youtube', src: url.toString() };
  }
  return { kind: 'file', src: linkage };
}
