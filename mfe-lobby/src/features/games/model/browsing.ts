import type { Game, GameListQuery } from 'shared';
import { ALL_TAB, FAV_TAB, NEW_TAB } from './classificationTabs';

/** What the game list is filtered by. */
export interface BrowseFilters {
  gameType: string;
  /** Search text as typed; only its trimmed value counts. */
  search: string;
  vendor: string | null;
  /** Active classification tab ('new', 'all', 'fav' or a vendor classification), none at start. */
  classify: string | null;
}

export interface BrowseState {
  filters: BrowseFilters;
  /** The last page asked for (loaded once status is ready). */
  page: number;
  /** The last page loaded, the one the indicator shows. */
  shownPage: number;
  totalPages: number;
  games: Game[];
  status: 'loading' | 'ready' | 'error';
  error?: unknown;
  /** Bumped for every load, so a late answer to an older load is dropped. */
  request: number;
}

export type BrowseAction =
  | { type: 'filters'; filters: Partial<BrowseFilters> }
  | { type: 'more' }
  | { type: 'retry' }
  | { type: 'loaded'; request: number; page: number; games: Game[]; totalPages: number }
  | { type: 'failed'; request: number; error: unknown }
  | { type: 'remove'; nodeId: number }
  /** A list the player left here comes back (after the page was taken over with the server's first page). */
  | { type: 'restore'; state: BrowseState };

export const initialBrowseState = (filters: Partial<BrowseFilters> & { gameType: string }): BrowseState => ({
  filters: { search: '', vendor: null, classify: null, ...filters },
  page: 1,
  shownPage: 0,
  totalPages: 0,
  games: [],
  status: 'loading',
  request: 1,
});

/** The list with its first page already read (a server-rendered page's answer). */
export function firstPageState(
  filters: Partial<BrowseFilters> & { gameType: string },
  firstPage: { games: Game[]; totalPages: number },
): BrowseState {
  const fresh = initialBrowseState(filters);
  return { ...fresh, games: firstPage.games, totalPages: firstPage.totalPages, shownPage: 1, status: 'ready' };
}

/**
 * A list restored from memory (docs/product-rules.md §4, 4.18): its pages and classification come back as they were,
 * when it is the same list (game type, search, vendor) the page asks for now; otherwise a fresh start.
 */
export function restoredBrowseState(
  filters: Partial<BrowseFilters> & { gameType: string },
  remembered: { filters: BrowseFilters; games: Game[]; page: number; totalPages: number },
): BrowseState {
  const fresh = initialBrowseState(filters);
  if (!sameFilters({ ...remembered.filters, classify: fresh.filters.classify }, fresh.filters) || remembered.games.length === 0)
    return fresh;
  return {
    ...fresh,
    filters: remembered.filters,
    page: remembered.page,
    shownPage: remembered.page,
    totalPages: remembered.totalPages,
    games: remembered.games,
    status: 'ready',
  };
}

const sameFilters = (a: BrowseFilters, b: BrowseFilters) =>
  a.gameType === b.gameType && a.search.trim() === b.search.trim() && a.vendor === b.vendor && a.classify === b.classify;

export const canLoadMore = (state: Pick<BrowseState, 'page' | 'totalPages'>): boolean => state.page < state.totalPages;

/** The page indicator: 'current / total'. */
export const pageIndicator = (page: number, totalPages: number): string => `${totalPages ? page : 0} / ${totalPages}`;

/**
 * Game browsing (docs/product-rules.md §4): changing category, trimmed search text, vendor or classification goes
 * back to page 1 and reloads; 'more' asks for the next page unless on the last; the first page replaces
 * the list, later pages append to it.
 */
export function browseReducer(state: BrowseState, action: BrowseAction): BrowseState {
  switch (action.type) {
    case 'filters': {
      const filters = { ...state.filters, ...action.filters };
      if (sameFilters(filters, state.filters)) return { ...state, filters };
      return { ...state, filters, page: 1, status: 'loading', error: undefined, request: state.request + 1 };
    }
    case 'more':
      if (state.status !== 'ready' || !canLoadMore(state)) return state;
      return { ...state, page: state.page + 1, status: 'loading', request: state.request + 1 };
    case 'retry':
      if (state.status !== 'error') return state;
      return { ...state, status: 'loading', error: undefined, request: state.request + 1 };
    case 'loaded': {
      if (action.request !== state.request) return state;
      const games = action.page <= 1 ? action.games : appendGames(state.games, action.games);
      return {
        ...state,
        games,
        page: action.page,
        shownPage: action.page,
        totalPages: action.totalPages,
        status: 'ready',
        error: undefined,
      };
    }
    case 'failed':
      if (action.request !== state.request) return state;
      // A failed 'more' stays on the page already shown, so retry asks for the same next page again.
      return { ...state, status: 'error', error: action.error };
    case 'remove':
      return { ...state, games: state.games.filter((g) => g.nodeId !== action.nodeId) };
    case 'restore':
      // Loads asked for before are dropped: the restored list is newer than their answers.
      return { ...action.state, request: state.request + 1 };
  }
}

function appendGames(current: Game[], next: Game[]): Game[] {
  const seen = new Set(current.map((g) => g.nodeId));
  return [...current, ...next.filter((g) => !seen.has(g.nodeId))];
}

/** The game list query for these filters and page (the favourite tab uses the favourites call instead). */
export function gameListQuery(filters: BrowseFilters, page: number): GameListQuery {
  const query: GameListQuery = { pageNo: page };
  if (filters.gameType && filters.gameType !== 'lobby') query.gameType = filters.gameType as GameListQuery['gameType'];
  const search = filters.search.trim();
  if (search) query.gameName = search;
  if (filters.vendor && filters.classify !== NEW_TAB) query.vassalage = filters.vendor;
  if (filters.classify === NEW_TAB) query.isNew = true;
  else if (filters.classify && filters.classify !== ALL_TAB && filters.classify !== FAV_TAB) query.gameClassify = filters.classify;
  return query;
}

export const isFavouriteTab = (filters: BrowseFilters): boolean => filters.classify === FAV_TAB;
