import { isApiError } from 'shared';
import { parseAmount } from '../../common/money';

/** The smallest and the largest amount a deposit channel or a withdrawal takes, both allowed, as the server lists them. */
export interface AmountLimits {
  minAmount: number;
  maxAmount: number;
}

/** What is wrong with a typed amount: nothing typed, not an amount, or under the minimum / over the maximum. */
export type AmountVerdict = 'missing' | 'invalid' | 'below_min' | 'above_max';

/** Which limit `amount` passes, if any. */
export function limitPassed(amount: number, { minAmount, maxAmount }: AmountLimits): 'below_min' | 'above_max' | null {
  if (amount < minAmount) return 'below_min';
  if (amount > maxAmount) return 'above_max';
  return null;
}

/**
 * A typed amount (docs/product-rules.md §5, 5.9 and 5.13): a number above 0 with at most two decimals, as the player's
 * language writes it, within `limits` (not checked while they are unknown).
 */
export function checkAmountWithin(text: string, limits: AmountLimits | null, language: string): AmountVerdict | null {
  if (!text.trim()) return 'missing';
  const amount = parseAmount(text, language);
  if (!Number.isFinite(amount) || amount <= 0) return 'invalid';
  return limits ? limitPassed(amount, limits) : null;
}

const isLimits = (value: unknown): value is AmountLimits =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<AmountLimits>).minAmount === 'number' &&
  typeof (value as Partial<AmountLimits>).maxAmount === 'number';

/** The limits an `AMOUNT_OUT_OF_RANGE` refusal carries as its value (the server's own, maybe newer than the screen's). */
export function refusedLimits(error: unknown): AmountLimits | null {
  return isApiError(error) && error.code === 'AMOUNT_OUT_OF_RANGE' && isLimits(error.value) ? error.value : null;
}
