import type { TFunction } from 'i18next';
import { errorMessage, isApiError, type CashierRefusalCode } from 'shared';
import { CASHIER_REFUSAL_CODES } from 'shared/contract';

/** The cashier refusal a failed call carries (the envelope's code), or null for any other failure. */
export function refusalCode(error: unknown): CashierRefusalCode | null {
  if (!isApiError(error) || !error.code) return null;
  return (CASHIER_REFUSAL_CODES as readonly string[]).includes(error.code) ? (error.code as CashierRefusalCode) : null;
}

/** The account namespace's text of a refusal (docs/product-rules.md §8, 8.6). */
export const refusalKey = (code: CashierRefusalCode): string => `refusal_${code.toLowerCase()}`;

/**
 * What to tell the player about a failed cashier call: a refusal in their language, any other failure as every
 * screen says it (`errorMessage`: the server's text, or the clear fallback of a time-out or a malformed answer).
 */
export function cashierMessage(error: unknown, t: TFunction): string {
  const code = refusalCode(error);
  return code ? t(refusalKey(code), { ns: 'account' }) : errorMessage(error, t);
}
