import type { CashierRefusalCode } from '../types.js';
import { fail, type AppError } from './envelope.js';

/** The cashier's refusals: the code (`CASHIER_REFUSAL_CODES` of shared/contract) and its English text. */
export const CASHIER_MESSAGES: Readonly<Record<CashierRefusalCode, string>> = {
  AMOUNT_OUT_OF_RANGE: 'The amount is outside the limits',
  CHANNEL_UNKNOWN: 'This deposit channel is not available',
  ORDER_UNKNOWN: 'Order not found',
  VOUCHER_UNKNOWN: 'Voucher code not found',
  VOUCHER_USED: 'This voucher has already been used',
  INSUFFICIENT_BALANCE: 'Insufficient balance',
  PAYMENT_PASSWORD_UNSET: 'Please set a payment password first',
  PAYMENT_PASSWORD_WRONG: 'Payment password incorrect',
  PAYMENT_PASSWORD_SAME: 'The new payment password cannot be the same as the old one',
  PAYOUT_ACCOUNT_MISSING: 'Please add a payout account first',
  PAYOUT_ACCOUNT_EXISTS: 'This account is already on file',
  PAYOUT_ACCOUNT_LIMIT: 'No more payout accounts can be added',
  BANK_UNKNOWN: 'This bank is not available',
};

/** A cashier refusal: HTTP 200, success false, the code, its text (or a more precise one), and any value. */
export const refuse = (code: CashierRefusalCode, message: string = CASHIER_MESSAGES[code], value: unknown = null): AppError =>
  fail(message, value, code);
