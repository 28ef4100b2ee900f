import type { Game } from 'shared';
import {
  browseReducer,
  canLoadMore,
  gameListQuery,
  initialBrowseState,
  pageIndicator,
  restoredBrowseState,
  type BrowseState,
} from './browsing';

const game = (nodeId: number) => ({ nodeId, gameName: `g${nodeId}` }) as Game;
const games = (...ids: number[]) => ids.map(game);

function loaded(state: BrowseState, page: number, ids: number[], totalPages = 3): BrowseState {
  return browseReducer(state, { type: 'loaded', request: state.request, page, games: games(...ids), totalPages });
}

describe('game browsing', () => {
  const start = () => loaded(initialBrowseState({ gameType: 'RNG' }), 1, [1, 2, 3]);

  it('first page replaces and more appends the next page', () => {
    let s = start();
    s = browseReducer(s, { type: 'more' });
    expect(s.page).toBe(2);
    expect(s.shownPage).toBe(1);
    expect(s.status).toBe('loading');
    s = loaded(s, 2, [4, 5]);
    expect(s.shownPage).toBe(2);
    expect(s.games.map((g) => g.nodeId)).toEqual([1, 2, 3, 4, 5]);
    s = browseReducer(s, { type: 'filters', filters: { vendor: 'PG' } });
    s = loaded(s, 1, [9]);
    expect(s.games.map((g) => g.nodeId)).toEqual([9]);
  });

  it('does not ask for more on the last page', () => {
    let s = loaded(initialBrowseState({ gameType: 'RNG' }), 1, [1], 1);
    expect(canLoadMore(s)).toBe(false);
    const next = browseReducer(s, { type: 'more' });
    expect(next).toBe(s);
    s = loaded(initialBrowseState({ gameType: 'RNG' }), 1, [1], 2);
    expect(canLoadMore(s)).toBe(true);
  });

  it.each([
    ['category', { gameType: 'LIVE' }],
    ['search text', { search: 'fortune' }],
    ['vendor', { vendor: 'JILI' }],
    ['classification', { classify: 'new' }],
  ])('changing the %s resets to page 1 and reloads', (_name, filters) => {
    let s = browseReducer(start(), { type: 'more' });
    s = loaded(s, 2, [4]);
    const next = browseReducer(s, { type: 'filters', filters });
    expect(next.page).toBe(1);
    expect(next.status).toBe('loading');
    expect(next.request).toBe(s.request + 1);
  });

  it('compares search text trimmed: spaces alone do not reload', () => {
    let s = browseReducer(start(), { type: 'filters', filters: { search: 'fo' } });
    s = loaded(s, 1, [1]);
    const same = browseReducer(s, { type: 'filters', filters: { search: ' fo  ' } });
    expect(same.request).toBe(s.request);
    expect(same.status).toBe('ready');
  });

  it('drops the answer of an older load', () => {
    const s = browseReducer(start(), { type: 'filters', filters: { gameType: 'LIVE' } });
    const stale = browseReducer(s, { type: 'loaded', request: s.request - 1, page: 1, games: games(7), totalPages: 1 });
    expect(stale).toBe(s);
  });

  it('keeps the shown games when a load fails, and retries the same page', () => {
    let s = browseReducer(start(), { type: 'more' });
    s = browseReducer(s, { type: 'failed', request: s.request, error: new Error('x') });
    expect(s.status).toBe('error');
    expect(s.games).toHaveLength(3);
    expect(s.shownPage).toBe(1);
    s = browseReducer(s, { type: 'retry' });
    expect(s.page).toBe(2);
    expect(s.status).toBe('loading');
  });

  it('drops a removed game', () => {
    const s = browseReducer(start(), { type: 'remove', nodeId: 2 });
    expect(s.games.map((g) => g.nodeId)).toEqual([1, 3]);
  });

  it("shows the page indicator as 'current / total'", () => {
    expect(pageIndicator(2, 5)).toBe('2 / 5');
    expect(pageIndicator(1, 0)).toBe('0 / 0');
  });

  it('builds the game list query from the filters', () => {
    const filters = { gameType: 'RNG', search: '  dragon ', vendor: 'PG', classify: 'megaways' };
    expect(gameListQuery(filters, 3)).toEqual({
      pageNo: 3,
      gameType: 'RNG',
      gameName: 'dragon',
      vassalage: 'PG',
      gameClassify: 'megaways',
    });
    expect(gameListQuery({ ...filters, search: '', classify: 'new' }, 1)).toEqual({ pageNo: 1, gameType: 'RNG', isNew: true });
    expect(gameListQuery({ gameType: 'lobby', search: 'x', vendor: null, classify: 'all' }, 1)).toEqual({ pageNo: 1, gameName: 'x' });
  });
});

describe('a list restored from memory (docs/product-rules.md §4, 4.18)', () => {
  const remembered = {
    filters: { gameType: 'RNG', search: 'gold', vendor: 'PG', classify: 'all' },
    games: games(1, 2, 3, 4, 5, 6),
    page: 2,
    totalPages: 5,
  };

  it('comes back with its pages, classification and no load pending', () => {
    const s = restoredBrowseState({ gameType: 'RNG', search: 'gold', vendor: 'PG' }, remembered);
    expect(s).toMatchObject({ status: 'ready', page: 2, shownPage: 2, totalPages: 5, filters: { classify: 'all' } });
    expect(s.games).toHaveLength(6);
  });

  it('starts afresh for another list', () => {
    const s = restoredBrowseState({ gameType: 'RNG', search: '', vendor: 'PG' }, remembered);
    expect(s).toMatchObject({ status: 'loading', page: 1, games: [], filters: { classify: null } });
  });
});
