import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt } from '../testing/renderAt';
import { ApiError, fetchAnnouncements, fetchGames, fetchHotGames, fetchWinnerBoard } from 'shared';
import { makeBanner, makeGames, makeWinner } from '../testing/fixtures';
import { swiperCalls } from '../testing/swiperMock';
import Home from './Home';

vi.mock('swiper/react', () => import('../testing/swiperMock'));
vi.mock('shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('shared')>()),
  fetchAnnouncements: vi.fn(),
  fetchHotGames: vi.fn(),
  fetchGames: vi.fn(),
  fetchWinnerBoard: vi.fn(),
  fetchVendorSorting: vi.fn(async () => [
    { gameCategory: 'lobby', vendorNames: [] },
    { gameCategory: 'RNG', vendorNames: ['PG'] },
    { gameCategory: 'LIVE', vendorNames: ['EVO'] },
  ]),
  fetchVendors: vi.fn(async () => []),
  fetchLotteryList: vi.fn(async () => []),
  fetchNotices: vi.fn(async () => []),
}));

const announcements = vi.mocked(fetchAnnouncements);
const hot = vi.mocked(fetchHotGames);
const games = vi.mocked(fetchGames);
const winners = vi.mocked(fetchWinnerBoard);

beforeEach(() => {
  announcements.mockResolvedValue({ banners: [makeBanner(1), makeBanner(2, { groupName: 'm_newgame' })], promotion: [], player: [], popup: [] });
  hot.mockResolvedValue(makeGames(1000, 24));
  games.mockImplementation(async (query) => ({ games: makeGames(query?.gameType === 'LIVE' ? 2000 : 3000, 20, { gameType: query?.gameType === 'LIVE' ? 'LIVE' : 'RNG' }), pageNum: 1, totalPages: 5, total: 90 }));
  winners.mockResolvedValue([makeWinner(1)]);
});
afterEach(() => {
  hot.mockReset();
  games.mockReset();
});

const row = (id: string) => screen.getByTestId(`game-row-${id}`);

describe('Home', () => {
  it('asks for the banners of the five home groups', async () => {
    renderAt(<Home />, '/m/home');
    await screen.findAllByTestId('banner');
    expect(announcements).toHaveBeenCalledWith({ types: ['B', 'PL', 'PU'], groupName: ['m_home', 'm_youtube', 'm_video', 'm_local', 'm_newgame'] });
    expect(screen.getAllByTestId('banner')).toHaveLength(2);
    expect(swiperCalls).toContainEqual(expect.objectContaining({ loop: true, autoplay: { delay: 5000, disableOnInteraction: false } }));
  });

  it('shows HOT, LIVE and RNG rows of at most 20 games, with tile style nodeId mod 4 + 1', async () => {
    renderAt(<Home />, '/m/home');
    await waitFor(() => expect(within(row('hot')).getAllByTestId('game-tile')).toHaveLength(20));
    expect(within(row('live')).getAllByTestId('game-tile')).toHaveLength(20);
    expect(within(row('rng')).getAllByTestId('game-tile')).toHaveLength(20);
    expect(games).toHaveBeenCalledWith({ gameType: 'LIVE', pageNo: 1, pageSize: 20 });
    expect(games).toHaveBeenCalledWith({ gameType: 'RNG', pageNo: 1, pageSize: 20 });
    const tile = within(row('hot')).getAllByTestId('game-tile')[3]!;
    expect(tile.dataset.nodeId).toBe('1003');
    expect(tile.dataset.tileStyle).toBe('4');
    expect(screen.getByTestId('winner-board')).toBeTruthy();
    expect(swiperCalls.filter((options) => options.slidesPerView === 4).length).toBeGreaterThanOrEqual(3);
  });

  it('shows an error with retry in one row while the others work', async () => {
    hot.mockRejectedValueOnce(new ApiError('server', 'Hot list unavailable'));
    renderAt(<Home />, '/m/home');
    expect(await within(row('hot')).findByText('Hot list unavailable')).toBeTruthy();
    await waitFor(() => expect(within(row('rng')).getAllByTestId('game-tile')).toHaveLength(20));
    fireEvent.click(within(row('hot')).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(row('hot')).getAllByTestId('game-tile')).toHaveLength(20));
  });

  it('shows the empty state for a row without games and for no banners', async () => {
    hot.mockResolvedValue([]);
    announcements.mockResolvedValue({ banners: [], promotion: [], player: [], popup: [] });
    renderAt(<Home />, '/m/home');
    expect(await within(row('hot')).findByTestId('empty-data')).toBeTruthy();
    expect(await within(screen.getByTestId('home-banners')).findByTestId('empty-data')).toBeTruthy();
  });

  it('sends a guest who taps a game to login', async () => {
    renderAt(<Home />, '/m/home');
    const tiles = await within(await screen.findByTestId('game-row-hot')).findAllByTestId('game-tile');
    fireEvent.click(within(tiles[0]!).getByRole('button', { name: /Play/ }));
    expect((await screen.findByTestId('navigated-to')).textContent).toBe('/m/login?returnTo=%2Fm%2Fhome');
  });
});
