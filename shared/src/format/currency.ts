import { formatNumber } from './number';

/** The one minus sign of money on the site (U+2212), the wallet history's too: never a hyphen (docs/product-rules.md §2, 2.61). */
export const MINUS_SIGN = '−';

/**
 * A money amount with its currency symbol and two decimals, grouped the way the player's language writes numbers:
 * `₱1,234.50` in English, `₱1.234,50` in Portuguese, `−₱5.00` below zero.
 */
export function formatCurrency(amount: number, symbol: string, language: string): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const figure = formatNumber(Math.abs(value), language, { decimals: 2 });
  return `${value < 0 && /[1-9]/.test(figure) ? MINUS_SIGN : ''}${symbol}${figure}`;
}
