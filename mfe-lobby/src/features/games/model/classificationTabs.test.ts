import { classificationTabs, readableCode, showsClassificationBar, showsVendorFilter } from './classificationTabs';

const ids = (gameType: string, classes?: string[]) => classificationTabs(gameType, classes).map((t) => t.id);

describe('classification filter bar', () => {
  it('is hidden for SPORTS only', () => {
    expect(showsClassificationBar('SPORTS')).toBe(false);
    expect(showsClassificationBar('RNG')).toBe(true);
    expect(showsClassificationBar('LIVE')).toBe(true);
  });

  it('starts with New only for RNG, then All and Favourite', () => {
    expect(ids('RNG')).toEqual(['new', 'all', 'fav']);
    expect(ids('LIVE')).toEqual(['all', 'fav']);
  });

  it('uses the labels game_new, in_type_all, in_favorite', () => {
    expect(classificationTabs('RNG').map((t) => t.labelKey)).toEqual(['game_new', 'in_type_all', 'in_favorite']);
  });

  it("adds the vendor's own classifications only when there is more than one", () => {
    expect(ids('RNG', ['slots'])).toEqual(['new', 'all', 'fav']);
    expect(ids('RNG', ['slots', 'jackpot'])).toEqual(['new', 'all', 'fav', 'slots', 'jackpot']);
    expect(classificationTabs('LIVE', ['baccarat', 'roulette'])[2]).toEqual({
      id: 'baccarat',
      labelKey: 'classify_baccarat',
      label: 'Baccarat',
    });
  });

  it('never shows a server code raw (docs/product-rules.md §2, 2.46)', () => {
    expect(classificationTabs('LIVE', ['game-show', 'dragon_tiger'])[2]).toEqual({
      id: 'game-show',
      labelKey: 'classify_game-show',
      label: 'Game show',
    });
    expect(readableCode('dragon_tiger')).toBe('Dragon tiger');
  });

  it('hides the vendor filter while New is active', () => {
    expect(showsVendorFilter('new')).toBe(false);
    expect(showsVendorFilter(null)).toBe(true);
    expect(showsVendorFilter('all')).toBe(true);
  });
});
