import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { isApiError } from '../api/errors';

export type ApiState<T> =
  | { status: 'loading'; data?: T; error?: undefined }
  | { status: 'ready'; data: T; error?: undefined }
  | { status: 'error'; data?: T; error: unknown };

/**
 * Loads data for a screen and keeps loading, data and error apart, with `reload` for the retry button.
 * A stale answer (deps changed meanwhile) is dropped; the last good data stays visible while reloading.
 * A load that failed for want of a network is tried again by itself when the browser comes back online.
 */
export interface UseApiOptions {
  /**
   * Ask before the screen's other calls (they start from effects, children's first): for what the player sees
   * first, since a browser has only six connections to the server and the rest would queue ahead of it.
   */
  first?: boolean;
}

export function useApi<T>(load: () => Promise<T>, deps: readonly unknown[], { first = false }: UseApiOptions = {}): ApiState<T> & { reload(): void } {
  // Layout effects of a commit all run before its passive effects; `first` does not change between renders.
  const useLoadEffect = first ? useLayoutEffect : useEffect;
  const [state, setState] = useState<ApiState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const generation = useRef(0);

  useLoadEffect(() => {
    const mine = ++generation.current;
    setState((s) => ({ status: 'loading', data: s.data }));
    load().then(
      (data) => mine === generation.current && setState({ status: 'ready', data }),
      (error: unknown) => mine === generation.current && setState((s) => ({ status: 'error', error, data: s.data })),
    );
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const failedOffline = state.status === 'error' && isApiError(state.error) && state.error.kind === 'network';
  useEffect(() => {
    if (!failedOffline) return undefined;
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [failedOffline, reload]);
  return { ...state, reload };
}
