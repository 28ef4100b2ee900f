import type { Banner } from 'shared';
import { bannerAction, homeBanners, videoEmbed } from './banners';

const banner = (groupName: Banner['groupName'], sequence: number, linkage = ''): Banner =>
  ({ id: sequence, url: `b/${groupName}-${sequence}.svg`, linkage, groupName, title: `${groupName} ${sequence}`, sequence }) as Banner;

describe('home banners', () => {
  it('keeps the groups m_home, m_youtube, m_video, m_local, m_newgame in that order, by sequence', () => {
    const list = [
      banner('m_newgame', 1),
      banner('m_home', 2),
      banner('m_local', 1),
      banner('m_home', 1),
      banner('m_video', 1),
      banner('m_youtube', 1),
      { ...banner('m_home', 3), groupName: 'other' as Banner['groupName'] },
    ];
    expect(homeBanners(list).map((b) => `${b.groupName}-${b.sequence}`)).toEqual([
      'm_home-1',
      'm_home-2',
      'm_youtube-1',
      'm_video-1',
      'm_local-1',
      'm_newgame-1',
    ]);
  });

  it('opens videos in the popup, http links outside and paths inside the app', () => {
    expect(bannerAction(banner('m_youtube', 1, 'https://www.youtube.com/embed/x'))).toEqual({ kind: 'video' });
    expect(bannerAction(banner('m_video', 1, 'https://cdn.test/a.mp4'))).toEqual({ kind: 'video' });
    expect(bannerAction(banner('m_home', 1, 'https://example.com/spin'))).toEqual({ kind: 'external', url: 'https://example.com/spin' });
    expect(bannerAction(banner('m_home', 1, '/m/activity'))).toEqual({ kind: 'internal', to: '/m/activity' });
    expect(bannerAction(banner('m_home', 1, ''))).toEqual({ kind: 'none' });
  });

  it('embeds YouTube with autoplay and related videos off', () => {
    expect(videoEmbed('https://www.youtube.com/embed/abc')).toEqual({
      kind: 'youtube',
      src: 'https://www.youtube.com/embed/abc?autoplay=0&rel=0',
    });
    expect(videoEmbed('https://cdn.test/a.mp4')).toEqual({ kind: 'file', src: 'https://cdn.test/a.mp4' });
  });
});
