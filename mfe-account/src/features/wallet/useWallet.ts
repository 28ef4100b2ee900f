import { useCallback, useEffect, useRef, useState } from 'react';
import { BALANCE_REFRESH_MS, bus, fetchWallet, type Wallet } from 'shared';

export interface WalletState {
  wallet: Wallet | null;
  refreshing: boolean;
  failed: boolean;
  /** Why the last load failed (an `ApiError`), or null. */
  error: unknown;
  reload(): void;
}

/**
 * The wallet of the session with `token`: loaded at once, every 60 s (spec section 9) and on the bus event
 * 'balance:refresh'. Nothing is loaded without a session.
 */
export function useWallet(token: string | undefined): WalletState {
  const [wallet, setWallet] = useState<Wallet | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const generation = useRef(0);

  const reload = useCallback(() => {
    if (!token) return;
    const mine = ++generation.current;
    setRefreshing(true);
    fetchWallet().then(
      (next) => {
        if (mine !== generation.current) return;
        setWallet(next);
        setError(null);
        setRefreshing(false);
      },
      (failure: unknown) => {
        if (mine !== generation.current) return;
        setError(failure);
        setRefreshing(false);
      },
    );
  }, [token]);

  useEffect(() => {
    setWallet(null);
    setError(null);
    setRefreshing(false);
    if (!token) return;
    reload();
    const timer = setInterval(reload, BALANCE_REFRESH_MS);
    const off = bus.on('balance:refresh', reload);
    return () => {
      clearInterval(timer);
      off();
      // eslint-disable-next-line react-hooks/exhaustive-deps -- a counter, not a DOM node: bumping its current value drops the answers still in flight
      generation.current++;
    };
  }, [token, reload]);

  return { wallet, refreshing, failed: error !== null, error, reload };
}
