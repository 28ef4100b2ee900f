import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fetchGames, type GameListQuery } from 'shared';
import { makeGames } from '../testing/fixtures';
import GameCenter from './GameCenter';
import Home from './Home';
import { at, renderWithRouter } from 'shared/testing';

vi.mock('shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('shared')>()),
  fetchGames: vi.fn(async (query: GameListQuery = {}) => ({
    games: makeGames(1000 + (query.pageNo ?? 1) * 100, 9),
    pageNum: query.pageNo ?? 1,
    totalPages: 2,
    total: 18,
  })),
  fetchVendorSorting: vi.fn(async () => [
    { gameCategory: 'lobby', vendorNames: [] },
    { gameCategory: 'RNG', vendorNames: ['PG'] },
    { gameCategory: 'LIVE', vendorNames: ['EVO'] },
  ]),
  fetchVendors: vi.fn(async () => []),
  fetchHotGames: vi.fn(async () => []),
  fetchLotteryList: vi.fn(async () => []),
  fetchNotices: vi.fn(async () => []),
  fetchWinnerBoard: vi.fn(async () => []),
  fetchAnnouncements: vi.fn(async () => ({ banners: [], promotion: [], player: [], popup: [] })),
}));

const lobby = () => screen.getByTestId('game-lobby');
const lastQuery = () => vi.mocked(fetchGames).mock.calls.at(-1)?.[0];

afterEach(() => vi.mocked(fetchGames).mockClear());

describe('game lobby modes', () => {
  it("shows all on the lobby tab ('lobby' means all)", async () => {
    renderWithRouter(<GameCenter />, at('/m/gameCenter?category=lobby'));
    await screen.findByTestId('game-lobby');
    expect(lobby().dataset.mode).toBe('all');
    await waitFor(() => expect(screen.getByTestId('game-row-rng')).toBeTruthy());
    expect(screen.getByTestId('game-row-live')).toBeTruthy();
  });

  it('shows a category list, and its tab switches the category in the query', async () => {
    renderWithRouter(<GameCenter />, at('/m/gameCenter?category=lobby'));
    const tab = await screen.findByRole('tab', { name: 'Live Casino' });
    fireEvent.click(tab);
    await waitFor(() => expect(lobby().dataset.mode).toBe('list'));
    await waitFor(() => expect(lastQuery()).toEqual({ pageNo: 1, gameType: 'LIVE' }));
    expect(tab.getAttribute('aria-selected')).toBe('true');
  });

  it('shows the filter results while searching', async () => {
    renderWithRouter(<GameCenter />, at('/m/gameCenter'));
    const box = await screen.findByRole('searchbox');
    fireEvent.change(box, { target: { value: ' tiger ' } });
    await waitFor(() => expect(lobby().dataset.mode).toBe('filter'));
    await waitFor(() => expect(lastQuery()).toEqual({ pageNo: 1, gameName: 'tiger' }));
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(9));
  });

  it('opens a category directly from ?pageType=list&gameType=', async () => {
    renderWithRouter(<GameCenter />, at('/m/gameCenter?pageType=list&gameType=RNG'));
    await waitFor(() => expect(lastQuery()).toEqual({ pageNo: 1, gameType: 'RNG' }));
    expect(lobby().dataset.mode).toBe('list');
  });
});

describe('home deep link', () => {
  it('opens the RNG list from /m/home?pageType=list&gameType=RNG', async () => {
    renderWithRouter(<Home />, at('/m/home?pageType=list&gameType=RNG'));
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(9));
    expect(lobby().dataset.mode).toBe('list');
    expect(lastQuery()).toEqual({ pageNo: 1, gameType: 'RNG' });
    expect(screen.getByRole('tab', { name: 'Slots' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('page-indicator').textContent).toBe('1 / 2');
  });

  it('goes back to all when the lobby tab is tapped', async () => {
    renderWithRouter(<Home />, at('/m/home?pageType=list&gameType=RNG'));
    fireEvent.click(await screen.findByRole('tab', { name: 'Lobby' }));
    await waitFor(() => expect(lobby().dataset.mode).toBe('all'));
    expect(screen.getByTestId('winner-board')).toBeTruthy();
  });
});
