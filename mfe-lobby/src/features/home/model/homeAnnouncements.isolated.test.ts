import { fetchAnnouncements, preloadImage, type AnnouncementResponse, type Banner } from 'shared';
import { loadHomeAnnouncements } from './homeAnnouncements';

const { standIns } = await vi.hoisted(() => import('shared/testing'));
vi.mock('shared', standIns<typeof import('shared')>(['fetchAnnouncements', 'preloadImage']));

const banner = (groupName: Banner['groupName'], sequence: number, url: string): Banner =>
  ({ id: sequence * 10 + groupName.length, groupName, sequence, url, title: url, linkage: '' }) as Banner;
const response = (banners: Banner[]): AnnouncementResponse => ({ promotion: [], banners, player: [], popup: [] });

describe("home's announcements", () => {
  beforeEach(() => vi.mocked(preloadImage).mockClear());

  it("keep only what home shows (banners and the promo text's titles): the page hands the rest to the browser for nothing", async () => {
    const player = [
      { id: 201, title: 'Deposit channels updated', content: '<p>Within a minute.</p>', read: false },
    ] as AnnouncementResponse['player'];
    const popup = [{ id: 1, title: 'Welcome back!' }] as AnnouncementResponse['popup'];
    const promotion = [{ id: 101, title: '100% Welcome Bonus' }] as AnnouncementResponse['promotion'];
    vi.mocked(fetchAnnouncements).mockResolvedValue({ promotion, banners: [], player, popup });
    expect(await loadHomeAnnouncements()).toEqual({ banners: [], player: [{ id: 201, title: 'Deposit channels updated' }] });
  });

  it('ask for the picture of the banner the carousel shows first as soon as they arrive', async () => {
    const banners = [banner('m_video', 1, 'video.svg'), banner('m_home', 2, 'home-2.svg'), banner('m_home', 1, 'home-1.svg')];
    vi.mocked(fetchAnnouncements).mockResolvedValue(response(banners));
    await expect(loadHomeAnnouncements()).resolves.toEqual({ banners, player: [] });
    expect(preloadImage).toHaveBeenCalledTimes(1);
    expect(vi.mocked(preloadImage).mock.calls[0]![0]).toMatch(/home-1\.svg$/);
  });

  it('ask for no picture when there is no home banner', async () => {
    vi.mocked(fetchAnnouncements).mockResolvedValue(response([]));
    await loadHomeAnnouncements();
    expect(preloadImage).not.toHaveBeenCalled();
  });
});
