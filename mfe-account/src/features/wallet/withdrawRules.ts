import type { FieldRule } from 'shared';
import { parseAmount } from '../../common/money';
import { asRequired, checkRule, collectErrors, REQUIRED_MESSAGE, type FieldErrors } from '../../common/validation';
import { checkAmountWithin, type AmountLimits, type AmountVerdict } from './amountLimits';

export type WithdrawField = 'amount' | 'payoutAccountId' | 'paymentPassword';

export interface WithdrawValues {
  amount: string;
  /** One of the member's payout accounts. */
  payoutAccountId: string;
  paymentPassword: string;
}

export const WITHDRAW_FIELDS: readonly WithdrawField[] = ['amount', 'payoutAccountId', 'paymentPassword'];

export const AMOUNT_INVALID = 'amount_invalid';
export const AMOUNT_OVER_BALANCE = 'amount_over_balance';
export const PAYOUT_ACCOUNT_REQUIRED = 'payout_account_required';
/** Messages that name a limit: shown with the limits (`{{min}}`, `{{max}}`) as the player's language writes money. */
export const BELOW_MIN = 'withdraw_below_min';
export const ABOVE_MAX = 'withdraw_above_max';

const KEYS: Record<AmountVerdict, string> = {
  missing: REQUIRED_MESSAGE,
  invalid: AMOUNT_INVALID,
  below_min: BELOW_MIN,
  above_max: ABOVE_MAX,
};

/** What a withdrawal amount is checked against: the server's limits and the balance (each unknown until read). */
export interface WithdrawBounds {
  limits: AmountLimits | null;
  balance: number | null;
}

/**
 * The amount must be a positive number with at most two decimals, as the language writes it, within the withdrawal
 * limits (docs/product-rules.md §5, 5.13), then within the balance. Returns a message key, or null.
 */
export function checkAmount(text: string, { limits, balance }: WithdrawBounds, language: string): string | null {
  const verdict = checkAmountWithin(text, limits, language);
  if (verdict) return KEYS[verdict];
  if (balance !== null && parseAmount(text, language) > balance) return AMOUNT_OVER_BALANCE;
  return null;
}

/**
 * A withdrawal (docs/product-rules.md §5, 5.13) needs the amount, a payout account on file and the payment password
 * (by its registration rule, always asked for here).
 */
export function validateWithdraw(
  values: WithdrawValues,
  bounds: WithdrawBounds,
  paymentRule: FieldRule,
  language: string,
): FieldErrors<WithdrawField> {
  return collectErrors({
    amount: checkAmount(values.amount, bounds, language),
    payoutAccountId: values.payoutAccountId ? null : PAYOUT_ACCOUNT_REQUIRED,
    paymentPassword: checkRule(asRequired(paymentRule), values.paymentPassword),
  });
}
