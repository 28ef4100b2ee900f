import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  ApiError,
  fetchAnnouncements,
  fetchGames,
  fetchHotGames,
  fetchLotteryList,
  fetchNotices,
  fetchRecentGames,
  fetchVendors,
  fetchWinnerBoard,
  useSessionStore,
  type Announcement,
  type VendorSorting,
} from 'shared';
import { makeBanner, makeGame, makeGames, makeVendor, makeWinner } from '../testing/fixtures';
import Home from './Home';
import { at, renderWithRouter } from 'shared/testing';

const { standIns } = await vi.hoisted(() => import('shared/testing'));
vi.mock(
  'shared',
  standIns<typeof import('shared')>(['fetchAnnouncements', 'fetchHotGames', 'fetchGames', 'fetchWinnerBoard'], {
    fetchVendorSorting: vi.fn(async (): Promise<VendorSorting[]> => [
      { gameCategory: 'lobby', vendorNames: [] },
      { gameCategory: 'RNG', vendorNames: ['PG'] },
      { gameCategory: 'LIVE', vendorNames: ['EVO'] },
    ]),
    fetchVendors: vi.fn(async () => []),
    fetchLotteryList: vi.fn(async () => []),
    fetchNotices: vi.fn(async () => []),
    fetchRecentGames: vi.fn(async () => []),
    fetchFavouriteIds: vi.fn(async () => []),
    fetchWallet: vi.fn(async () => ({ sumBalance: 0, currencySymbol: '₱' })),
  }),
);

const announcements = vi.mocked(fetchAnnouncements);
const hot = vi.mocked(fetchHotGames);
const games = vi.mocked(fetchGames);
const winners = vi.mocked(fetchWinnerBoard);

beforeEach(() => {
  announcements.mockResolvedValue({
    banners: [makeBanner(1), makeBanner(2, { groupName: 'm_newgame' })],
    promotion: [],
    player: [],
    popup: [],
  });
  hot.mockResolvedValue(makeGames(1000, 24));
  games.mockImplementation(async (query) => ({
    games: makeGames(query?.gameType === 'LIVE' ? 2000 : 3000, 20, { gameType: query?.gameType === 'LIVE' ? 'LIVE' : 'RNG' }),
    pageNum: 1,
    totalPages: 5,
    total: 90,
  }));
  winners.mockResolvedValue([makeWinner(1)]);
  vi.mocked(fetchVendors).mockResolvedValue([]);
  vi.mocked(fetchLotteryList).mockResolvedValue([]);
  vi.mocked(fetchRecentGames).mockResolvedValue([]);
  vi.mocked(fetchNotices).mockResolvedValue([]);
});
afterEach(() => {
  hot.mockReset();
  games.mockReset();
  useSessionStore.getState().signOut();
});

const row = (id: string) => screen.getByTestId(`game-row-${id}`);
const member = { token: 'tok-1', merchantCode: 'mcasino', userName: 'player01', type: 1, firstTimeLogin: false };

const playerAnnouncement = (id: number, title: string): Announcement => ({
  id,
  title,
  content: `<p>${title}</p>`,
  startDate: '2026-03-01 00:00:00',
  endDate: '2026-12-31 00:00:00',
  execution: 'B',
  promotionType: '',
  announcementImages: [],
  type: 'PL',
});

describe('Home', () => {
  it('asks for the banners before the game rows, lottery and notices (what the player sees first goes out first)', async () => {
    renderWithRouter(<Home />, at('/m/home'));
    await screen.findAllByTestId('banner');
    const firstCall = (mock: { mock: { invocationCallOrder: number[] } }) => Math.min(...mock.mock.invocationCallOrder);
    const others = [hot, games, winners, vi.mocked(fetchVendors), vi.mocked(fetchLotteryList), vi.mocked(fetchNotices)].filter(
      (mock) => mock.mock.calls.length > 0,
    );
    expect(others.length).toBeGreaterThan(3);
    for (const other of others) expect(firstCall(announcements)).toBeLessThan(firstCall(other));
  });

  it('asks for the banners of the five home groups', async () => {
    renderWithRouter(<Home />, at('/m/home'));
    await screen.findAllByTestId('banner');
    expect(announcements).toHaveBeenCalledWith({
      types: ['B', 'PL', 'PU'],
      groupName: ['m_home', 'm_youtube', 'm_video', 'm_local', 'm_newgame'],
    });
    expect(screen.getAllByTestId('banner')).toHaveLength(2);
  });

  it('shows HOT, LIVE and RNG rows of at most 20 games, with tile style nodeId mod 4 + 1', async () => {
    renderWithRouter(<Home />, at('/m/home'));
    await waitFor(() => expect(within(row('hot')).getAllByTestId('game-tile')).toHaveLength(20));
    expect(within(row('live')).getAllByTestId('game-tile')).toHaveLength(20);
    expect(within(row('rng')).getAllByTestId('game-tile')).toHaveLength(20);
    expect(games).toHaveBeenCalledWith({ gameType: 'LIVE', pageNo: 1, pageSize: 20 });
    expect(games).toHaveBeenCalledWith({ gameType: 'RNG', pageNo: 1, pageSize: 20 });
    const tile = within(row('hot')).getAllByTestId('game-tile')[3]!;
    expect(tile.dataset.nodeId).toBe('1003');
    expect(tile.dataset.tileStyle).toBe('4');
    expect(screen.getByTestId('winner-board')).toBeTruthy();
  });

  it('shows an error with retry in one row while the others work', async () => {
    hot.mockRejectedValueOnce(new ApiError('server', 'Hot list unavailable'));
    renderWithRouter(<Home />, at('/m/home'));
    expect(await within(row('hot')).findByText('Hot list unavailable')).toBeTruthy();
    await waitFor(() => expect(within(row('rng')).getAllByTestId('game-tile')).toHaveLength(20));
    fireEvent.click(within(row('hot')).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(row('hot')).getAllByTestId('game-tile')).toHaveLength(20));
  });

  it('shows the empty state for a row without games and for no banners', async () => {
    hot.mockResolvedValue([]);
    announcements.mockResolvedValue({ banners: [], promotion: [], player: [], popup: [] });
    renderWithRouter(<Home />, at('/m/home'));
    expect(await within(row('hot')).findByTestId('empty-data')).toBeTruthy();
    expect(await within(screen.getByTestId('home-banners')).findByTestId('empty-data')).toBeTruthy();
  });

  it('sends a guest who taps a game to login', async () => {
    renderWithRouter(<Home />, at('/m/home'));
    const tiles = await within(await screen.findByTestId('game-row-hot')).findAllByTestId('game-tile');
    fireEvent.click(within(tiles[0]!).getByRole('button', { name: /Play/ }));
    expect((await screen.findByTestId('navigated')).textContent).toBe('/m/login?returnTo=%2Fm%2Fhome');
  });

  it('shows the sports and lottery vendors as tiles, with style telNodeId mod 4 + 1', async () => {
    vi.mocked(fetchVendors).mockImplementation(async (gameType) =>
      gameType === 'SPORTS'
        ? [makeVendor('SABA', { gameType: 'SPORTS', telNodeId: 913 }), makeVendor('CMD', { gameType: 'SPORTS', telNodeId: 914 })]
        : gameType === 'ELOTT'
          ? [makeVendor('TCG_LOTTO_VN', { gameType: 'ELOTT', telNodeId: 922 })]
          : [],
    );
    renderWithRouter(<Home />, at('/m/home'));
    const sports = await screen.findByTestId('vendor-row-sports');
    await waitFor(() => expect(within(sports).getAllByTestId('vendor-tile')).toHaveLength(2));
    expect(
      within(sports)
        .getAllByTestId('vendor-tile')
        .map((tile) => [tile.dataset.vendor, tile.dataset.tileStyle]),
    ).toEqual([
      ['SABA', '2'],
      ['CMD', '3'],
    ]);
    const lottery = screen.getByTestId('vendor-row-elott');
    await waitFor(() =>
      expect(
        within(lottery)
          .getAllByTestId('vendor-tile')
          .map((tile) => [tile.dataset.vendor, tile.dataset.tileStyle]),
      ).toEqual([['TCG_LOTTO_VN', '3']]),
    );
    expect(within(sports).getByRole('link', { name: 'See all' }).getAttribute('href')).toBe('/m/gameList?gameType=SPORTS');
    expect(within(lottery).getByRole('link', { name: 'See all' }).getAttribute('href')).toBe('/m/gameList?gameType=ELOTT');
  });

  it('shows the promo text, jackpot, lottery, lottery history, notice and nav sections', async () => {
    useSessionStore.getState().signIn(member);
    announcements.mockResolvedValue({
      banners: [makeBanner(1)],
      promotion: [],
      player: [playerAnnouncement(1, 'Weekend reload bonus'), playerAnnouncement(2, 'New slots every Friday')],
      popup: [],
    });
    vi.mocked(fetchLotteryList).mockResolvedValue(makeGames(1400, 3, { gameType: 'LOTT', vassalage: 'TCG_SEA' }));
    vi.mocked(fetchRecentGames).mockResolvedValue([
      makeGame(1401, { gameType: 'LOTT', vassalage: 'TCG_SEA' }),
      makeGame(3001),
      makeGame(1500, { gameType: 'ELOTT', vassalage: 'TCG_LOTTO_VN' }),
    ]);
    vi.mocked(fetchNotices).mockResolvedValue([
      { id: 1, title: 'Maintenance on Sunday', content: '', startDate: '2026-03-02 08:00:00', read: false },
      { id: 2, title: 'New payment channel', content: '', startDate: '2026-03-01 08:00:00', read: true },
    ]);
    renderWithRouter(<Home />, at('/m/home'));

    expect((await screen.findByTestId('promo-text')).textContent).toContain('Weekend reload bonus   •   New slots every Friday');
    expect(within(screen.getByTestId('jackpot')).getByRole('heading').textContent).toBe('Progressive Jackpot');
    expect(within(screen.getByTestId('jackpot')).getByText(/^₱\d{1,3}(,\d{3})+$/)).toBeTruthy();
    await waitFor(() => expect(within(row('lottery')).getAllByTestId('game-tile')).toHaveLength(3));
    await waitFor(() =>
      expect(
        within(row('lottery-history'))
          .getAllByTestId('game-tile')
          .map((tile) => tile.dataset.nodeId),
      ).toEqual(['1401', '1500']),
    );
    const notices = screen.getByTestId('notice-section');
    expect(await within(notices).findByText('Maintenance on Sunday')).toBeTruthy();
    expect(within(notices).getByText('2026/03/02')).toBeTruthy();
    const nav = within(screen.getByTestId('nav-section'))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(nav).toEqual(expect.arrayContaining(['/m/hot', '/m/fav', '/m/providers', '/m/lottery', '/m/gameCenter']));
  });
});
