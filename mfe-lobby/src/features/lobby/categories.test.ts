import { lobbyCategories } from './categories';

describe('lobby category tabs', () => {
  it('lists lobby, then each vendor-sorting category', () => {
    expect(
      lobbyCategories([
        { gameCategory: 'lobby', vendorNames: [] },
        { gameCategory: 'RNG', vendorNames: ['PG'] },
        { gameCategory: 'LIVE', vendorNames: ['EVO'] },
        { gameCategory: 'RNG', vendorNames: [] },
      ]),
    ).toEqual(['lobby', 'RNG', 'LIVE']);
    expect(lobbyCategories([])).toEqual(['lobby']);
  });
});
