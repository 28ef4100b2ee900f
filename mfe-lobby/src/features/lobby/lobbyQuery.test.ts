import { centerCategory, homeCategory, homeCategoryQuery } from './lobbyQuery';

const q = (s: string) => new URLSearchParams(s);

describe('lobby query', () => {
  it('opens a category from ?pageType=list&gameType=', () => {
    expect(homeCategory(q('pageType=list&gameType=RNG'))).toBe('RNG');
    expect(homeCategory(q('gameType=RNG'))).toBe('lobby');
    expect(homeCategory(q(''))).toBe('lobby');
    expect(centerCategory(q('pageType=list&gameType=LIVE'))).toBe('LIVE');
  });

  it("reads the game lobby's category, 'lobby' meaning all", () => {
    expect(centerCategory(q('category=FISH'))).toBe('FISH');
    expect(centerCategory(q('category=lobby'))).toBe('lobby');
    expect(centerCategory(q(''))).toBe('lobby');
  });

  it('writes the home query for a category', () => {
    expect(homeCategoryQuery('RNG')).toEqual({ pageType: 'list', gameType: 'RNG' });
    expect(homeCategoryQuery('lobby')).toEqual({});
  });
});

describe('unknown game types from the address (docs/product-rules.md §2, 2.46)', () => {
  it('fall back to the lobby', () => {
    expect(homeCategory(new URLSearchParams('pageType=list&gameType=bogus'))).toBe('lobby');
    expect(centerCategory(new URLSearchParams('category=bogus'))).toBe('lobby');
    expect(centerCategory(new URLSearchParams('category=LIVE'))).toBe('LIVE');
  });
});
