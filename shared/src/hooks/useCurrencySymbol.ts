import { fetchWallet } from '../api/endpoints';
import { useSession } from '../session/store';
import { useApi } from './useApi';

/**
 * The brand's currency symbol until the wallet says otherwise. Brand settings do not carry one yet, so the
 * wallet's symbol is used when a session exists (the same cached read as the header's balance).
 */
export const DEFAULT_CURRENCY_SYMBOL = '₱';

export function useCurrencySymbol(): string {
  const token = useSession()?.token;
  const { data } = useApi(() => (token ? fetchWallet().catch(() => null) : Promise.resolve(null)), [token]);
  return (token && data?.currencySymbol) || DEFAULT_CURRENCY_SYMBOL;
}
