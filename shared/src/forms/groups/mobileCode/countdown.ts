/** Default wait before another SMS code may be asked for (docs/product-rules.md §4). */
export const DEFAULT_SMS_WAIT_MS = 60_000;
/** The countdown label is refreshed every half second (docs/product-rules.md §9). */
export const COUNTDOWN_TICK_MS = 500;

/**
 * When the countdown ends, from the send response's `expirationTime` (epoch ms). A missing, invalid or
 * already-past time falls back to the default 60 s from now.
 */
export function countdownEnd(expirationTime: unknown, now: number): number {
  if (typeof expirationTime === 'number' && Number.isFinite(expirationTime) && expirationTime > now) return expirationTime;
  return now + DEFAULT_SMS_WAIT_MS;
}

/** Whole seconds left until `end`, rounded up, never below 0. */
export function secondsLeft(end: number, now: number): number {
  return Math.max(0, Math.ceil((end - now) / 1000));
}
