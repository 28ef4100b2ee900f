/** The progressive jackpot display: a figure that grows steadily from a start value (simulated, like online users). */
export const JACKPOT = { start: 8_000_000, perSecond: 37, tickMs: 1000 } as const;

/** The jackpot `elapsedMs` after the page opened. */
export const jackpotAt = (elapsedMs: number, start: number = JACKPOT.start): number =>
  start + Math.floor(Math.max(0, elapsedMs) / 1000) * JACKPOT.perSecond;
