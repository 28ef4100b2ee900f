import type { Wallet } from 'shared';
import { formatMoney } from '../../lib/money';

export const BALANCE_STARS = '****';

export interface BalanceView {
  loggedIn: boolean;
  hidden: boolean;
  refreshing: boolean;
  wallet: Wallet | null;
}

/** Stars when logged out, hidden or refreshing (docs/product-rules.md §4); a dash when it could not be loaded. */
export function balanceText({ loggedIn, hidden, refreshing, wallet }: BalanceView): string {
  if (!loggedIn || hidden || refreshing) return BALANCE_STARS;
  if (!wallet) return '--';
  return formatMoney(wallet.sumBalance, wallet.currencySymbol);
}
