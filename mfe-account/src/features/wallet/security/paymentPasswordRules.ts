import type { FieldRule } from 'shared';
import { asRequired, checkRule, collectErrors, type FieldErrors } from '../../../common/validation';
import { checkConfirmation } from 'shared/forms';

export type PaymentPasswordField = 'oldPaymentPassword' | 'paymentPassword' | 'confirmPaymentPassword';

export interface PaymentPasswordValues {
  oldPaymentPassword: string;
  paymentPassword: string;
  confirmPaymentPassword: string;
}

export const EMPTY_PAYMENT_PASSWORD: PaymentPasswordValues = { oldPaymentPassword: '', paymentPassword: '', confirmPaymentPassword: '' };
export const PAYMENT_PASSWORD_FIELDS: readonly PaymentPasswordField[] = ['oldPaymentPassword', 'paymentPassword', 'confirmPaymentPassword'];

/** The new payment password equal to the old one. */
export const PAYMENT_PASSWORD_SAME = 'payment_password_same';

/**
 * Set or change the payment password (docs/product-rules.md §5, 5.11): the new one (and the old one, when one is set)
 * by registration's `paymentPassword` rule, asked for whatever registration does with it; the confirmation
 * required and equal; a new one that differs from the old.
 */
export function validatePaymentPassword(
  values: PaymentPasswordValues,
  rule: FieldRule,
  changing: boolean,
): FieldErrors<PaymentPasswordField> {
  const required = asRequired(rule);
  const same = changing && values.paymentPassword !== '' && values.paymentPassword.trim() === values.oldPaymentPassword.trim();
  return collectErrors({
    oldPaymentPassword: changing ? checkRule(required, values.oldPaymentPassword) : null,
    paymentPassword: checkRule(required, values.paymentPassword) ?? (same ? PAYMENT_PASSWORD_SAME : null),
    confirmPaymentPassword: checkConfirmation(values.paymentPassword, values.confirmPaymentPassword),
  });
}
