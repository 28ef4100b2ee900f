import { useEffect, useState } from 'react';
import { fetchWallet, useSession } from 'shared';

/**
 * The brand's currency symbol until the wallet says otherwise. Brand settings do not carry one yet, so the
 * wallet's symbol is used when a session exists.
 */
export const DEFAULT_CURRENCY_SYMBOL = '₱';

export function useCurrencySymbol(): string {
  const token = useSession()?.token;
  const [symbol, setSymbol] = useState(DEFAULT_CURRENCY_SYMBOL);
  useEffect(() => {
    if (!token) return;
    let live = true;
    fetchWallet().then(
      (wallet) => live && wallet.currencySymbol && setSymbol(wallet.currencySymbol),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [token]);
  return symbol;
}
