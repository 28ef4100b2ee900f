import type { FieldRule, PayoutBank } from 'shared';
import { asRequired, checkRule, collectErrors, type FieldErrors } from '../../../common/validation';

export type PayoutField = 'accountName' | 'accountNumber' | 'paymentPassword';

export interface PayoutValues {
  bankCode: string;
  accountName: string;
  accountNumber: string;
  paymentPassword: string;
}

export const PAYOUT_FIELDS: readonly PayoutField[] = ['accountName', 'accountNumber', 'paymentPassword'];

/**
 * A payout account (docs/product-rules.md §5, 5.12): the holder by registration's `payeeName` rule and the number by
 * the bank's own rule, both asked for; the payment password by its rule, confirming who adds it.
 */
export function validatePayoutAccount(
  values: PayoutValues,
  rules: { payeeName: FieldRule; paymentPassword: FieldRule; bank: PayoutBank | undefined },
): FieldErrors<PayoutField> {
  return collectErrors({
    accountName: checkRule(asRequired(rules.payeeName), values.accountName),
    accountNumber: rules.bank ? checkRule(asRequired(rules.bank.accountNumberRule), values.accountNumber) : null,
    paymentPassword: checkRule(asRequired(rules.paymentPassword), values.paymentPassword),
  });
}
