import type { GameRecord, GameRecordResponse } from 'shared';

const cents = (amount: number) => Math.round(amount * 100) / 100;
const finite = (amount: number) => (Number.isFinite(amount) ? amount : 0);

/**
 * What one bet did to the balance (docs/product-rules.md §2, 2.61): won minus bet once settled, nothing while it
 * is still pending (null: its outcome is not known, it is not a loss), 0 for a cancelled bet (its stake refunded).
 * Worked out from the bet and the win, so the row always reads as its two figures say.
 */
export function recordNet(record: Pick<GameRecord, 'status' | 'betAmount' | 'winAmount'>): number | null {
  if (record.status === 'unsettled') return null;
  if (record.status === 'cancelled') return 0;
  return cents(finite(record.winAmount) - finite(record.betAmount));
}

/**
 * The figures of a range's summary: bet and won over the settled bets, net as won minus bet (so the three always add
 * up), and the stakes of the bets still pending on their own.
 */
export function summaryFigures(summary: GameRecordResponse['summary']): { bet: number; won: number; net: number; pending: number } {
  const bet = cents(finite(summary.betAmount));
  const won = cents(finite(summary.winAmount));
  return { bet, won, net: cents(won - bet), pending: cents(finite(summary.pendingBetAmount ?? 0)) };
}
