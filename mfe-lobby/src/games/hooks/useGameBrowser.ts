import { useCallback, useEffect, useReducer } from 'react';
import { browseReducer, initialBrowseState, type BrowseFilters } from '../model/browsing';
import { loadGamePage, type GameSource } from './loadGamePage';

/** The paged game list of docs/product-rules.md §4, loading whenever the reducer asks for a page. */
export function useGameBrowser(initial: Partial<BrowseFilters> & { gameType: string }, source: GameSource = 'games') {
  const [state, dispatch] = useReducer(browseReducer, initial, initialBrowseState);
  const { request, page, filters } = state;

  useEffect(() => {
    loadGamePage(filters, page, source).then(
      ({ games, totalPages }) => dispatch({ type: 'loaded', request, page, games, totalPages }),
      (error: unknown) => dispatch({ type: 'failed', request, error }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- each load is keyed by `request`; the filters and page belong to it
  }, [request]);

  const setFilters = useCallback((next: Partial<BrowseFilters>) => dispatch({ type: 'filters', filters: next }), []);
  const more = useCallback(() => dispatch({ type: 'more' }), []);
  const retry = useCallback(() => dispatch({ type: 'retry' }), []);
  const remove = useCallback((nodeId: number) => dispatch({ type: 'remove', nodeId }), []);
  return { state, setFilters, more, retry, remove };
}
