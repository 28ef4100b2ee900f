import type { Banner, BannerGroup } from '../types.js';

const YOUTUBE = [
  'https://www.youtube.com/embed/aqz-KE-bpKQ',
  'https://www.youtube.com/embed/ScMzIvxBSi4',
  'https://www.youtube.com/embed/jNQXAC9IVRw',
];
const VIDEO = [
  'https://storage.googleapis.com/gtv-videos-bucket/sample/ForBiggerBlazes.mp4',
  'https://storage.googleapis.com/gtv-videos-bucket/sample/ForBiggerJoyrides.mp4',
  'https://storage.googleapis.com/gtv-videos-bucket/sample/ForBiggerFun.mp4',
];

const TITLES: Record<BannerGroup, string[]> = {
  m_home: ['Welcome bonus 100%', 'Daily rebate up to 1.5%', 'Invite friends, earn together', 'VIP upgrade rewards', 'Lucky spin weekend'],
  m_youtube: ['Charity day highlights', 'Big win of the month', 'How to play live baccarat'],
  m_video: ['Community cup', 'New studio tour', 'Winners stories'],
  m_local: ['Local favourites: Pusoy', 'Tongits tournament', 'Color game nights'],
  m_newgame: ['New: Fortune Phoenix', 'New: Mega Fishing', 'New: Speed Baccarat'],
};

const LINKS: Record<BannerGroup, (i: number) => string> = {
  m_home: (i) =>
    ['/m/activity', '/m/activityDetail?id=101', '/m/inviteFriends', '/m/vip', 'https://example.com/lucky-spin'][i] ?? '/m/activity',
  m_youtube: (i) => YOUTUBE[i] ?? YOUTUBE[0] ?? '',
  m_video: (i) => VIDEO[i] ?? VIDEO[0] ?? '',
  m_local: () => '/m/gameList?gameType=PVP&vassalage=KY',
  m_newgame: (i) =>
    ['/m/gameList?gameType=RNG&vassalage=PG', '/m/gameList?gameType=FISH&vassalage=JILI', '/m/gameList?gameType=LIVE&vassalage=PP'][i] ??
    '/m/gameCenter',
};

export const BANNER_GROUPS = Object.keys(TITLES) as BannerGroup[];

export function seedBanners(): Banner[] {
  const banners: Banner[] = [];
  let id = 1;
  for (const groupName of BANNER_GROUPS) {
    TITLES[groupName].forEach((title, i) => {
      banners.push({ id: id++, url: `banner/${groupName}-${i + 1}.svg`, linkage: LINKS[groupName](i), groupName, title, sequence: i + 1 });
    });
  }
  return banners;
}
