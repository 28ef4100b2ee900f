import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { fetchFavouriteIds, useSessionStore } from 'shared';
import { controlledIntersections, renderWithRouter } from 'shared/testing';
import { useFavouritesStore } from '../favourites/store';
import { makeGame } from '../../../testing/fixtures';
import { GameTile } from './GameTile';

vi.mock('shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('shared')>()),
  fetchFavouriteIds: vi.fn(async () => []),
}));

describe('GameTile', () => {
  // Pictures wait for the tile to be near the screen; without IntersectionObserver every tile counts as near.
  beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
  afterEach(() => vi.unstubAllGlobals());

  it('carries the test hooks and the nodeId mod 4 + 1 style, with a lazy sized picture', async () => {
    const onOpen = vi.fn();
    const game = makeGame(1006);
    const { container } = renderWithRouter(<GameTile game={game} onOpen={onOpen} />);
    const tile = await screen.findByTestId('game-tile');
    expect(tile.dataset.nodeId).toBe('1006');
    expect(tile.dataset.tileStyle).toBe('3');
    const img = container.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('width')).toBe('240');
    fireEvent.click(screen.getByRole('button', { name: 'Play Game 1006' }));
    expect(onOpen).toHaveBeenCalledWith(game);
  });

  it('still looks like a tile without an icon, or when the icon fails', async () => {
    const { container } = renderWithRouter(<GameTile game={makeGame(1, { iconUrl: '', displayName: 'Lucky Dragon' })} onOpen={() => {}} />);
    expect(await screen.findByText('LD')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    const second = renderWithRouter(<GameTile game={makeGame(2, { displayName: 'Gold Rush' })} onOpen={() => {}} />);
    fireEvent.error(second.container.querySelector('img')!);
    expect(await screen.findByText('GR')).toBeTruthy();
  });

  it('requests its picture only once the tile comes near the screen', async () => {
    const reveal = controlledIntersections();
    const { container } = renderWithRouter(<GameTile game={makeGame(7)} onOpen={() => {}} />);
    await screen.findByTestId('game-tile');
    expect(container.querySelector('img')).toBeNull();
    act(() => reveal());
    expect(container.querySelector('img')?.getAttribute('width')).toBe('240');
  });

  it("keeps a signed-in player's star busy until their favourites are in, then says which it is", async () => {
    let answer: (ids: string[]) => void = () => undefined;
    vi.mocked(fetchFavouriteIds).mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    useFavouritesStore.setState({ owner: null, loadedFor: null, ids: new Set() });
    useSessionStore.setState({ session: { token: 'fav-token', userName: 'player01', type: 1, merchantCode: 'm', firstTimeLogin: false } });
    renderWithRouter(<GameTile game={makeGame(1006)} onOpen={() => {}} />);
    const star = await screen.findByTestId('favourite-toggle');
    expect(star.getAttribute('aria-busy')).toBe('true');
    expect((star as HTMLButtonElement).disabled).toBe(true);
    act(() => answer(['1006']));
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('true'));
    expect(star.getAttribute('aria-busy')).toBeNull();
    useSessionStore.setState({ session: null });
  });
});
