import { formatCurrency, type Wallet } from 'shared';

export const BALANCE_STARS = '****';

export interface BalanceView {
  loggedIn: boolean;
  hidden: boolean;
  refreshing: boolean;
  wallet: Wallet | null;
  /** The player's language, which the amount is written in. */
  language: string;
}

/** Stars when logged out, hidden or refreshing (docs/product-rules.md §4); a dash when it could not be loaded. */
export function balanceText({ loggedIn, hidden, refreshing, wallet, language }: BalanceView): string {
  if (!loggedIn || hidden || refreshing) return BALANCE_STARS;
  if (!wallet) return '--';
  return formatCurrency(wallet.sumBalance, wallet.currencySymbol, language);
}
