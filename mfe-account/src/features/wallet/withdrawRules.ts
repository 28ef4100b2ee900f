import type { FieldRule } from 'shared';
import { parseAmount } from '../../lib/money';
import { asRequired, checkRule, collectErrors, type FieldErrors } from '../../lib/validation';

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

/** The amount must be a positive number with at most two decimals, as the language writes it, within the balance. */
export function checkAmount(text: string, balance: number | null, language: string): string | null {
  if (!text.trim()) return 'field_required';
  const amount = parseAmount(text, language);
  if (!Number.isFinite(amount) || amount <= 0) return AMOUNT_INVALID;
  if (balance !== null && amount > balance) return AMOUNT_OVER_BALANCE;
  return null;
}

/**
 * A withdrawal (docs/product-rules.md §5, 5.13) needs the amount, a payout account on file and the payment password
 * (by its registration rule, always asked for here).
 */
export function validateWithdraw(
  values: WithdrawValues,
  balance: number | null,
  paymentRule: FieldRule,
  language: string,
): FieldErrors<WithdrawField> {
  return collectErrors({
    amount: checkAmount(values.amount, balance, language),
    payoutAccountId: values.payoutAccountId ? null : PAYOUT_ACCOUNT_REQUIRED,
    paymentPassword: checkRule(asRequired(paymentRule), values.paymentPassword),
  });
}
