import type { DepositChannel } from 'shared';
import { parseAmount } from '../../../lib/money';
import { REQUIRED_MESSAGE } from '../../../lib/validation';

/** What is wrong with a typed amount: a message key of the account namespace and the values it shows. */
export interface AmountProblem {
  key: 'field_required' | 'amount_invalid' | 'amount_below_min' | 'amount_above_max';
  values?: { min: number; max: number };
}

/**
 * A deposit amount (docs/product-rules.md §5, 5.9): a number above 0 with at most two decimals, as the player's
 * language writes it, within the channel's minimum and maximum (both allowed).
 */
export function checkDepositAmount(
  text: string,
  channel: Pick<DepositChannel, 'minAmount' | 'maxAmount'>,
  language: string,
): AmountProblem | null {
  if (!text.trim()) return { key: REQUIRED_MESSAGE };
  const amount = parseAmount(text, language);
  if (!Number.isFinite(amount) || amount <= 0) return { key: 'amount_invalid' };
  const values = { min: channel.minAmount, max: channel.maxAmount };
  if (amount < channel.minAmount) return { key: 'amount_below_min', values };
  if (amount > channel.maxAmount) return { key: 'amount_above_max', values };
  return null;
}

/** A voucher code as the server keeps it: upper case, without the spaces and hyphens it is printed with. */
export const normaliseVoucherCode = (typed: string): string => typed.toUpperCase().replace(/[\s-]/g, '');

/** A voucher code (docs/product-rules.md §5, 5.10): 6 to 20 letters and digits once spaces and hyphens are left out. */
export function checkVoucherCode(text: string): string | null {
  if (!text.trim()) return REQUIRED_MESSAGE;
  return /^[A-Z0-9]{6,20}$/.test(normaliseVoucherCode(text)) ? null : 'voucher_code_invalid';
}
