import type { FieldRule } from 'shared';
import { parseAmount } from '../../lib/money';
import { checkRule, collectErrors, type FieldErrors } from '../../lib/validation';

export type WithdrawField = 'amount' | 'paymentPassword' | 'bankAccount';

export interface WithdrawValues {
  amount: string;
  paymentPassword: string;
  bankAccount: string;
}

export const EMPTY_WITHDRAW: WithdrawValues = { amount: '', paymentPassword: '', bankAccount: '' };
export const WITHDRAW_FIELDS: readonly WithdrawField[] = ['amount', 'paymentPassword', 'bankAccount'];

export const AMOUNT_INVALID = 'amount_invalid';
export const AMOUNT_OVER_BALANCE = 'amount_over_balance';

/** The amount must be a positive number with at most two decimals, as the language writes it, within the balance. */
export function checkAmount(text: string, balance: number | null, language: string): string | null {
  if (!text.trim()) return 'field_required';
  const amount = parseAmount(text, language);
  if (!Number.isFinite(amount) || amount <= 0) return AMOUNT_INVALID;
  if (balance !== null && amount > balance) return AMOUNT_OVER_BALANCE;
  return null;
}

/** A withdrawal needs the amount and the payment password (by its rule's pattern, always required here). */
export function validateWithdraw(
  values: WithdrawValues,
  balance: number | null,
  paymentRule: FieldRule,
  language: string,
): FieldErrors<WithdrawField> {
  return collectErrors({
    amount: checkAmount(values.amount, balance, language),
    paymentPassword: checkRule({ ...paymentRule, enabled: true, required: true }, values.paymentPassword),
  });
}
