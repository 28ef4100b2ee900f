import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fetchFavouriteGames, fetchFavouriteIds, removeFavourite, useSessionStore } from 'shared';
import { useFavouritesStore } from '../features/games';
import { makeGames } from '../testing/fixtures';
import Favourites from './Favourites';
import { at, renderWithRouter } from 'shared/testing';

const { standIns } = await vi.hoisted(() => import('shared/testing'));
vi.mock(
  'shared',
  standIns<typeof import('shared')>(['fetchFavouriteGames', 'fetchFavouriteIds', 'removeFavourite'], {
    addFavourite: vi.fn(async () => null),
  }),
);

const member = { token: 'tok-1', merchantCode: 'mcasino', userName: 'player01', type: 1, firstTimeLogin: false };

beforeEach(() => {
  vi.mocked(fetchFavouriteGames).mockResolvedValue({ content: makeGames(1001, 3), totalPages: 1 });
  vi.mocked(fetchFavouriteIds).mockResolvedValue(['1001', '1002', '1003']);
});
afterEach(() => {
  useSessionStore.getState().signOut();
  useFavouritesStore.setState({ owner: null, ids: new Set(), pending: new Set() });
  vi.mocked(removeFavourite).mockReset();
});

describe('Favourites', () => {
  it('asks a guest to log in, and the button goes to login', async () => {
    renderWithRouter(<Favourites />, at('/m/fav'));
    expect(await screen.findByTestId('fav-login')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByTestId('navigated')).textContent).toBe('/m/login?returnTo=%2Fm%2Ffav');
    expect(fetchFavouriteGames).not.toHaveBeenCalled();
  });

  it('drops a tile when its favourite is removed here, and keeps it when the call fails', async () => {
    useSessionStore.getState().signIn(member);
    renderWithRouter(<Favourites />, at('/m/fav'));
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(3));
    await waitFor(() => expect(screen.getAllByTestId('favourite-toggle')[0]!.getAttribute('aria-pressed')).toBe('true'));
    vi.mocked(removeFavourite).mockRejectedValueOnce(new Error('nope')).mockResolvedValue(null);
    fireEvent.click(screen.getAllByTestId('favourite-toggle')[0]!);
    await waitFor(() => expect(removeFavourite).toHaveBeenCalledTimes(1));
    await waitFor(() => expect((screen.getAllByTestId('favourite-toggle')[0] as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getAllByTestId('game-tile')).toHaveLength(3);
    fireEvent.click(screen.getAllByTestId('favourite-toggle')[0]!);
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(2));
    expect(removeFavourite).toHaveBeenLastCalledWith({ nodeId: 1001, vendor: 'PG' });
    expect(screen.getAllByTestId('game-tile').map((x) => x.dataset.nodeId)).toEqual(['1002', '1003']);
  });

  it('shows the empty state with a hint', async () => {
    vi.mocked(fetchFavouriteGames).mockResolvedValue({ content: [], totalPages: 0 });
    useSessionStore.getState().signIn(member);
    renderWithRouter(<Favourites />, at('/m/fav'));
    expect((await screen.findByTestId('empty-data')).textContent).toContain('no favourite games yet');
  });
});
