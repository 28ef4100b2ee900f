import { formatNumber } from 'shared';

/** Winner board constants of docs/product-rules.md §9. */
export const WINNER_BOARD = { limitNum: 20, rows: 2, autoplayMs: 4000, speedMs: 500, reloadDebounceMs: 250 } as const;

/** The board moves (one row up every 4000 ms, in a loop) only with more entries than its two visible rows. */
export const winnersMove = (count: number): boolean => count > WINNER_BOARD.rows;

/**
 * The entries in the order the board lists them: when it moves, the first two again after the last, so that the
 * step past the last entry shows the first two as the list starts over.
 */
export function winnerListing<T>(entries: readonly T[]): readonly T[] {
  return winnersMove(entries.length) ? [...entries, ...entries.slice(0, WINNER_BOARD.rows)] : entries;
}

/** A win amount with 0 decimals and the currency symbol, grouped for the language by shared's formatter. */
export function formatWinAmount(amount: number, currencySymbol: string, language: string): string {
  return `${currencySymbol}${formatNumber(Math.round(amount), language, { decimals: 0 })}`;
}

/** The board's language parameter (game calls use upper-case codes). */
export const winnerLanguage = (language: string): string => language.toUpperCase();
