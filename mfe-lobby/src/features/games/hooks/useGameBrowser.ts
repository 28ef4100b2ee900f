import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { useApi, useServerRendered } from 'shared';
import { browseReducer, firstPageState, initialBrowseState, restoredBrowseState, type BrowseFilters } from '../model/browsing';
import { recallList, rememberList, useListPlace } from './listMemory';
import { loadGamePage, type GameSource } from './loadGamePage';

/**
 * The paged game list of docs/product-rules.md §4, loading whenever the reducer asks for a page. Its pages, filters
 * and scroll are remembered for the tab, so coming back from a game (even one that replaced the site) restores
 * them instead of starting again at page 1 (docs/product-rules.md §4, 4.18).
 */
export function useGameBrowser(initial: Partial<BrowseFilters> & { gameType: string }, source: GameSource = 'games') {
  const url = useListPlace();
  // While the server renders the list and while the browser takes it over, the list is the one the server read
  // (its first page, so the tiles are in the page's HTML); a list the player left here comes back right after.
  const takingOver = useServerRendered();
  const [recalled] = useRefOnce(() => recallList(url));
  const [restorable] = useRefOnce(() => {
    const restored = recalled?.browse ? restoredBrowseState(initial, recalled.browse) : undefined;
    return restored?.status === 'ready' ? restored : undefined;
  });
  const firstPage = useApi(() => loadGamePage(initialBrowseState(initial).filters, 1, source), [], { firstViewOnly: true });
  const [state, dispatch] = useReducer(browseReducer, initial, (filters) => {
    if (restorable && !takingOver) return restorable;
    return firstPage.status === 'ready' ? firstPageState(filters, firstPage.data) : initialBrowseState(filters);
  });
  const { request, page, filters } = state;
  // The loads a list that starts with its pages needs not make (the server's first page, remembered pages).
  const alreadyLoaded = useRef(new Set(state.status === 'ready' ? [state.request] : []));
  const scrollBack = useRef(recalled?.browse ? recalled.scrollY : undefined);

  useLayoutEffect(() => {
    if (!takingOver || !restorable) return;
    alreadyLoaded.current.add(state.request + 1);
    dispatch({ type: 'restore', state: restorable });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the list is first on the page
  }, []);

  useEffect(() => {
    if (alreadyLoaded.current.delete(request)) return;
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

  // Back to where the player was, once the remembered pages are on the page.
  useLayoutEffect(() => {
    if (scrollBack.current === undefined || state.games !== restorable?.games) return;
    window.scrollTo(0, scrollBack.current);
    scrollBack.current = undefined;
  }, [state, restorable]);

  useLayoutEffect(() => {
    const keepScroll = () => rememberList(url, { scrollY: window.scrollY });
    window.addEventListener('pagehide', keepScroll);
    return () => {
      keepScroll();
      window.removeEventListener('pagehide', keepScroll);
    };
  }, [url]);

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
