import { REQUIRED_MESSAGE } from '../../../common/validation';
import { checkAmountWithin, type AmountLimits, type AmountVerdict } from '../amountLimits';

/** What is wrong with a typed amount: a message key of the account namespace and the values it shows. */
export interface AmountProblem {
  key: 'field_required' | 'amount_invalid' | 'amount_below_min' | 'amount_above_max';
  values?: { min: number; max: number };
}

const KEYS: Record<AmountVerdict, AmountProblem['key']> = {
  missing: REQUIRED_MESSAGE,
  invalid: 'amount_invalid',
  below_min: 'amount_below_min',
  above_max: 'amount_above_max',
};

/**
 * A deposit amount (docs/product-rules.md §5, 5.9): a number above 0 with at most two decimals, as the player's
 * language writes it, within the channel's minimum and maximum (both allowed).
 */
export function checkDepositAmount(text: string, channel: AmountLimits, language: string): AmountProblem | null {
  const verdict = checkAmountWithin(text, channel, language);
  if (!verdict) return null;
  return verdict === 'below_min' || verdict === 'above_max'
    ? { key: KEYS[verdict], values: { min: channel.minAmount, max: channel.maxAmount } }
    : { key: KEYS[verdict] };
}

/** A voucher code as the server keeps it: upper case, without the spaces and hyphens it is printed with. */
export const normaliseVoucherCode = (typed: string): string => typed.toUpperCase().replace(/[\s-]/g, '');

/** A voucher code (docs/product-rules.md §5, 5.10): 6 to 20 letters and digits once spaces and hyphens are left out. */
export function checkVoucherCode(text: string): string | null {
  if (!text.trim()) return REQUIRED_MESSAGE;
  return /^[A-Z0-9]{6,20}$/.test(normaliseVoucherCode(text)) ? null : 'voucher_code_invalid';
}
