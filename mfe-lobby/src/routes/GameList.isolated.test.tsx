import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fetchGames, fetchVendors, useSessionStore, type GameListQuery } from 'shared';
import { makeGames, makeVendor } from '../testing/fixtures';
import GameList from './GameList';
import { at, renderWithRouter } from 'shared/testing';

const { standIns } = await vi.hoisted(() => import('shared/testing'));
vi.mock(
  'shared',
  standIns<typeof import('shared')>(['fetchGames', 'fetchVendors'], {
    fetchFavouriteIds: vi.fn(async () => []),
  }),
);

const games = vi.mocked(fetchGames);
const vendors = vi.mocked(fetchVendors);

/** Three pages of 9 games; nodeIds tell the page apart. */
function pagedGames(query: GameListQuery = {}) {
  const page = query.pageNo ?? 1;
  return Promise.resolve({ games: makeGames(1000 + page * 100, 9), pageNum: page, totalPages: 3, total: 27 });
}

beforeEach(() => {
  games.mockImplementation(pagedGames);
  vendors.mockResolvedValue([
    makeVendor('PG', { classifications: ['slots', 'jackpot'] }),
    makeVendor('JILI', { classifications: ['slots'] }),
    makeVendor('TCG_SLOT'),
    makeVendor('TCG_SEA', { gameType: 'LOTT' }),
  ]);
});
afterEach(() => {
  games.mockReset();
  vendors.mockReset();
  useSessionStore.getState().signOut();
});

const tiles = () => screen.queryAllByTestId('game-tile');
const lastQuery = () => games.mock.calls.at(-1)?.[0];

describe('GameList', () => {
  it('shows the game-type title, page size 9 and the page indicator; more appends until the last page', async () => {
    renderWithRouter(<GameList />, at('/m/gameList?gameType=RNG'));
    expect((await screen.findByTestId('game-type-title')).textContent).toBe('Slots');
    await waitFor(() => expect(tiles()).toHaveLength(9));
    expect(screen.getByTestId('page-indicator').textContent).toBe('1 / 3');
    expect(lastQuery()).toEqual({ pageNo: 1, gameType: 'RNG' });
    fireEvent.click(screen.getByTestId('more-games'));
    await waitFor(() => expect(tiles()).toHaveLength(18));
    expect(lastQuery()).toEqual({ pageNo: 2, gameType: 'RNG' });
    expect(screen.getByTestId('page-indicator').textContent).toBe('2 / 3');
    fireEvent.click(screen.getByTestId('more-games'));
    await waitFor(() => expect(tiles()).toHaveLength(27));
    expect(screen.getByTestId('page-indicator').textContent).toBe('3 / 3');
    expect((screen.getByTestId('more-games') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the vendor strip without TCG-prefixed or lottery vendors', async () => {
    renderWithRouter(<GameList />, at('/m/gameList?gameType=RNG'));
    await waitFor(() => expect(screen.getAllByTestId('vendor-filter')).toHaveLength(2));
    expect(screen.getAllByTestId('vendor-filter').map((b) => b.dataset.vendor)).toEqual(['PG', 'JILI']);
  });

  it('searching with trimmed text goes back to page 1 and replaces the list', async () => {
    renderWithRouter(<GameList />, at('/m/gameList?gameType=RNG'));
    await waitFor(() => expect(tiles()).toHaveLength(9));
    fireEvent.click(screen.getByTestId('more-games'));
    await waitFor(() => expect(tiles()).toHaveLength(18));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '  dragon ' } });
    await waitFor(() => expect(lastQuery()).toEqual({ pageNo: 1, gameType: 'RNG', gameName: 'dragon' }));
    await waitFor(() => expect(tiles()).toHaveLength(9));
    expect(screen.getByTestId('page-indicator').textContent).toBe('1 / 3');
  });

  it("switching vendor reloads page 1 for it and shows the vendor's classifications", async () => {
    renderWithRouter(<GameList />, at('/m/gameList?gameType=RNG'));
    await waitFor(() => expect(screen.getAllByTestId('vendor-filter')).toHaveLength(2));
    expect(screen.getAllByTestId('classification-tab').map((b) => b.dataset.classify)).toEqual(['new', 'all', 'fav']);
    fireEvent.click(screen.getAllByTestId('vendor-filter')[0]!);
    await waitFor(() => expect(lastQuery()).toEqual({ pageNo: 1, gameType: 'RNG', vassalage: 'PG' }));
    expect(screen.getAllByTestId('classification-tab').map((b) => b.dataset.classify)).toEqual(['new', 'all', 'fav', 'slots', 'jackpot']);
    fireEvent.click(screen.getByRole('tab', { name: 'Jackpot' }));
    await waitFor(() => expect(lastQuery()).toEqual({ pageNo: 1, gameType: 'RNG', vassalage: 'PG', gameClassify: 'jackpot' }));
    expect(screen.getByRole('tab', { name: 'Jackpot' }).getAttribute('aria-selected')).toBe('true');
  });

  it('starts with no tab active; New hides the vendor filter and asks for new games', async () => {
    renderWithRouter(<GameList />, at('/m/gameList?gameType=RNG'));
    await waitFor(() => expect(screen.getAllByTestId('vendor-filter')).toHaveLength(2));
    expect(screen.getAllByRole('tab').filter((tab) => tab.getAttribute('aria-selected') === 'true')).toHaveLength(0);
    fireEvent.click(screen.getByRole('tab', { name: 'New' }));
    await waitFor(() => expect(lastQuery()).toEqual({ pageNo: 1, gameType: 'RNG', isNew: true }));
    expect(screen.queryByTestId('vendor-strip')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    expect(await screen.findByTestId('vendor-strip')).toBeTruthy();
  });

  it('sends a guest who taps the Favourite tab to login', async () => {
    renderWithRouter(<GameList />, at('/m/gameList?gameType=LIVE'));
    await waitFor(() => expect(tiles()).toHaveLength(9));
    expect(screen.queryByRole('tab', { name: 'New' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Favourite' }));
    expect((await screen.findByTestId('navigated')).textContent).toMatch(/^\/m\/login/);
  });

  it('shows vendor tiles and no classification bar for SPORTS', async () => {
    vendors.mockResolvedValue([
      makeVendor('SABA', { gameType: 'SPORTS', telNodeId: 913 }),
      makeVendor('CMD', { gameType: 'SPORTS', telNodeId: 914 }),
    ]);
    renderWithRouter(<GameList />, at('/m/gameList?gameType=SPORTS'));
    await waitFor(() => expect(screen.getAllByTestId('vendor-tile')).toHaveLength(2));
    expect(screen.getAllByTestId('vendor-tile').map((x) => x.dataset.tileStyle)).toEqual(['2', '3']);
    expect(screen.queryByTestId('classification-bar')).toBeNull();
    expect(games).not.toHaveBeenCalled();
  });

  it('shows vendor tiles instead of games for ELOTT', async () => {
    vendors.mockResolvedValue([
      makeVendor('TCG_LOTTO_VN', { gameType: 'ELOTT', telNodeId: 922 }),
      makeVendor('TCG_KENO', { gameType: 'ELOTT', telNodeId: 924 }),
    ]);
    renderWithRouter(<GameList />, at('/m/gameList?gameType=ELOTT'));
    await waitFor(() => expect(screen.getAllByTestId('vendor-tile')).toHaveLength(2));
    expect(vendors).toHaveBeenCalledWith('ELOTT');
    expect(screen.getAllByTestId('vendor-tile').map((x) => [x.dataset.vendor, x.dataset.tileStyle])).toEqual([
      ['TCG_LOTTO_VN', '3'],
      ['TCG_KENO', '1'],
    ]);
    expect(tiles()).toHaveLength(0);
    expect(games).not.toHaveBeenCalled();
  });

  it('keeps the shown games and offers a retry when the next page fails', async () => {
    renderWithRouter(<GameList />, at('/m/gameList?gameType=RNG'));
    await waitFor(() => expect(tiles()).toHaveLength(9));
    games.mockRejectedValueOnce(new Error('offline'));
    fireEvent.click(screen.getByTestId('more-games'));
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(tiles()).toHaveLength(9);
    fireEvent.click(retry);
    await waitFor(() => expect(tiles()).toHaveLength(18));
    expect(within(screen.getByTestId('game-browser')).getByTestId('page-indicator').textContent).toBe('2 / 3');
  });
});
