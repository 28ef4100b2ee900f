import { use, useCallback, useContext, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { isApiError } from '../api/errors';
import { collectReads, queryCache } from '../query/queries';
import { FirstViewContext } from '../query/firstView';

export type ApiState<T> =
  | { status: 'loading'; data?: T; error?: undefined }
  | { status: 'ready'; data: T; error?: undefined }
  | { status: 'error'; data?: T; error: unknown };

export interface UseApiOptions {
  /**
   * Ask before the screen's other calls (they start from effects, children's first): for what the player sees
   * first, since a browser has only six connections to the server and the rest would queue ahead of it.
   */
  first?: boolean;
  /**
   * A read only the first view makes: the server renders the screen with it and the browser takes the screen
   * over with its answer, but in the browser it never loads by itself (the screen loads its data its own way,
   * e.g. a paged list): `status` stays 'loading' when there is no server answer.
   */
  firstViewOnly?: boolean;
}

/**
 * A screen's view of its backend reads, with `reload` for the retry button. `load` calls endpoint functions,
 * whose reads go through the page's query cache: a read another screen already has fresh, or has in flight,
 * is not asked again. When the cache marks reads stale (a session change, 'balance:refresh', a language
 * change, a write), `load` runs again in the background and the screen keeps its data until the new answer.
 * `reload` asks the server again even for reads still fresh. A stale answer (deps changed meanwhile) is dropped; the last good data stays visible while reloading.
 * A load that failed for want of a network is tried again by itself when the browser comes back online.
 */
export function useApi<T>(
  load: () => Promise<T>,
  deps: readonly unknown[],
  { first = false, firstViewOnly = false }: UseApiOptions = {},
): ApiState<T> & { reload(): void } {
  // Layout effects of a commit all run before its passive effects; `first` does not change between renders.
  const useLoadEffect = first ? useLayoutEffect : useEffect;
  const id = useId();
  const firstView = useContext(FirstViewContext);
  // In a server render the screen waits for its reads; in the browser, a screen of a server-rendered first view
  // starts with what the server read (the same HTML, no spinner).
  const served = firstView?.serverAnswer ? use(firstView.serverAnswer(id, () => collectReads(load))) : undefined;
  const [state, setState] = useState<ApiState<T>>(() => {
    const answer = served ?? firstView?.answerOf(id);
    return answer ? { status: 'ready', data: answer.data as T } : { status: 'loading' };
  });
  const handedOver = useRef(state.status === 'ready');
  const [attempt, setAttempt] = useState(0);
  const generation = useRef(0);
  const latestLoad = useRef(load);
  latestLoad.current = load;
  const reads = useRef<ReadonlySet<string>>(new Set(firstView?.answerOf(id)?.reads));

  const run = useCallback((background: boolean) => {
    const mine = ++generation.current;
    if (!background) setState((s) => ({ status: 'loading', data: s.data }));
    const { result, keys } = collectReads(latestLoad.current);
    reads.current = keys;
    result.then(
      (data) => mine === generation.current && setState({ status: 'ready', data }),
      (error: unknown) => mine === generation.current && setState((s) => ({ status: 'error', error, data: s.data })),
    );
  }, []);

  useLoadEffect(() => {
    // A screen the server rendered with its data needs no load now: it loads again when its reads go stale,
    // or at once in the background when the server's answer was a guest's and the player is signed in.
    if (handedOver.current) {
      handedOver.current = false;
      firstView?.settle?.(id);
      if (firstView?.askAgainAfterTakeOver && !firstViewOnly) run(true);
      return;
    }
    if (!firstViewOnly) run(false);
  }, [...deps, attempt]);

  useEffect(() => {
    if (firstViewOnly) return undefined;
    return queryCache.subscribe((stale) => stale.some((key) => reads.current.has(key)) && run(true));
  }, [run, firstViewOnly]);

  // A retry or refresh asks the server again even for reads that are still fresh; screens sharing them follow.
  const reload = useCallback(() => {
    queryCache.invalidateKeys(reads.current);
    setAttempt((n) => n + 1);
  }, []);
  const failedOffline = state.status === 'error' && isApiError(state.error) && state.error.kind === 'network';
  useEffect(() => {
    if (!failedOffline) return undefined;
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [failedOffline, reload]);
  return { ...state, reload };
}
