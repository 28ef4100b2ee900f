import { useEffect } from 'react';
import { BALANCE_REFRESH_MS, bus, fetchWallet, useApi, type Wallet } from 'shared';

export interface WalletState {
  wallet: Wallet | null;
  refreshing: boolean;
  failed: boolean;
  /** Why the last load failed (an `ApiError`), or null. */
  error: unknown;
  reload(): void;
}

/**
 * The wallet of the session with `token`, read through the page's query cache (every balance on the page
 * shares one request): asked again every 60 s (docs/product-rules.md §9), on 'balance:refresh' and on a tap of
 * refresh. Nothing is loaded without a session.
 */
export function useWallet(token: string | undefined): WalletState {
  const state = useApi<Wallet | null>(() => (token ? fetchWallet() : Promise.resolve(null)), [token]);
  const { reload } = state;

  useEffect(() => {
    if (!token) return undefined;
    const timer = setInterval(reload, BALANCE_REFRESH_MS);
    const off = bus.on('balance:refresh', reload);
    return () => {
      clearInterval(timer);
      off();
    };
  }, [token, reload]);

  const error = state.status === 'error' ? state.error : null;
  return {
    wallet: token ? (state.data ?? null) : null,
    refreshing: !!token && state.status === 'loading',
    failed: error !== null,
    error,
    reload,
  };
}
