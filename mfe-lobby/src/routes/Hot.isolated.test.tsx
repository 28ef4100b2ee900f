import { screen, waitFor } from '@testing-library/react';
import { fetchHotGames, fetchVendors } from 'shared';
import { makeGames, makeVendor } from '../testing/fixtures';
import Hot from './Hot';
import Providers from './Providers';
import { at, renderWithRouter } from 'shared/testing';

vi.mock('shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('shared')>()),
  fetchHotGames: vi.fn(async () => makeGames(1000, 5)),
  fetchVendors: vi.fn(async () => [makeVendor('PG'), makeVendor('JILI')]),
  fetchGames: vi.fn(async () => ({ games: makeGames(1000, 3, { vassalage: 'JILI' }), pageNum: 1, totalPages: 1, total: 3 })),
  fetchFavouriteIds: vi.fn(async () => []),
}));

describe('Hot', () => {
  it('lists the hot games asked for with isPlatform 2', async () => {
    renderWithRouter(<Hot />, at('/m/hot'));
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(5));
    expect(fetchHotGames).toHaveBeenCalledWith({ isPlatform: 2 });
  });
});

describe('Providers', () => {
  it('lists the providers, and ?vassalage= lists that provider’s games', async () => {
    renderWithRouter(<Providers />, at('/m/providers'));
    await waitFor(() => expect(screen.getAllByTestId('vendor-tile')).toHaveLength(2));
    expect(fetchVendors).toHaveBeenCalledWith();
    screen.getAllByTestId('vendor-tile')[1]!.querySelector('button')!.click();
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(3));
    expect(screen.getByRole('heading', { name: 'JILI Games' })).toBeTruthy();
  });
});
