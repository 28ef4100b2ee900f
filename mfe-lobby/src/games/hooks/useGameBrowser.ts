import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { browseReducer, initialBrowseState, restoredBrowseState, type BrowseFilters } from '../model/browsing';
import { recallList, rememberList, useListPlace } from './listMemory';
import { loadGamePage, type GameSource } from './loadGamePage';

/**
 * The paged game list of docs/product-rules.md §4, loading whenever the reducer asks for a page. Its pages, filters
 * and scroll are remembered for the tab, so coming back from a game (even one that replaced the site) restores
 * them instead of starting again at page 1 (docs/product-rules.md §4, 4.18).
 */
export function useGameBrowser(initial: Partial<BrowseFilters> & { gameType: string }, source: GameSource = 'games') {
  const url = useListPlace();
  const [recalled] = useRefOnce(() => recallList(url));
  const [state, dispatch] = useReducer(browseReducer, initial, (filters) =>
    recalled?.browse ? restoredBrowseState(filters, recalled.browse) : initialBrowseState(filters),
  );
  const { request, page, filters } = state;
  const skipLoad = useRef(state.status === 'ready');

  useEffect(() => {
    if (skipLoad.current) {
      skipLoad.current = false;
      return;
    }
    loadGamePage(filters, page, source).then(
      ({ games, totalPages }) => dispatch({ type: 'loaded', request, page, games, totalPages }),
      (error: unknown) => dispatch({ type: 'failed', request, error }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- each load is keyed by `request`; the filters and page belong to it
  }, [request]);

  useEffect(() => {
    if (state.status !== 'ready') return;
    rememberList(url, { browse: { filters: state.filters, games: state.games, page: state.shownPage, totalPages: state.totalPages } });
  }, [url, state]);

  useLayoutEffect(() => {
    const restoreTo = recalled?.browse ? recalled.scrollY : undefined;
    if (restoreTo) window.scrollTo(0, restoreTo);
    const keepScroll = () => rememberList(url, { scrollY: window.scrollY });
    window.addEventListener('pagehide', keepScroll);
    return () => {
      keepScroll();
      window.removeEventListener('pagehide', keepScroll);
    };
  }, [url, recalled]);

  const setFilters = useCallback((next: Partial<BrowseFilters>) => dispatch({ type: 'filters', filters: next }), []);
  const more = useCallback(() => dispatch({ type: 'more' }), []);
  const retry = useCallback(() => dispatch({ type: 'retry' }), []);
  const remove = useCallback((nodeId: number) => dispatch({ type: 'remove', nodeId }), []);
  return { state, setFilters, more, retry, remove };
}

/** A value computed on the first render only. */
function useRefOnce<T>(make: () => T): [T] {
  const ref = useRef<{ value: T } | null>(null);
  if (!ref.current) ref.current = { value: make() };
  return [ref.current.value];
}
