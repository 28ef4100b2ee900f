import type { FieldRule, LoginRuleKey, RegisterField } from 'shared';
import { checkRule, collectErrors, type FieldErrors } from '../../lib/validation';

type RuleOf = (key: LoginRuleKey | RegisterField) => FieldRule;

/** Confirmation left empty (docs/product-rules.md §8). */
export const CONFIRM_REQUIRED = 'in_incorrect_password';
/** Confirmation differs from the password (docs/product-rules.md §8). */
export const CONFIRM_MISMATCH = 'in_confirmation_correct';
/** New password equal to the old one (docs/product-rules.md §5: "they cannot be the same"). */
export const SAME_PASSWORD = 'password_same';

/** The confirmation is required and must equal the password it confirms. */
export function checkConfirmation(password: string, confirmation: string): string | null {
  if (!confirmation) return CONFIRM_REQUIRED;
  return confirmation === password ? null : CONFIRM_MISMATCH;
}

export type ChangePasswordField = 'oldPassword' | 'newPassword' | 'confirmNewPassword';

export interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

export const CHANGE_PASSWORD_FIELDS: readonly ChangePasswordField[] = ['oldPassword', 'newPassword', 'confirmNewPassword'];

export function checkChangePasswordField(
  field: ChangePasswordField,
  values: ChangePasswordValues,
  rule: RuleOf,
  oldHidden: boolean,
): string | null {
  switch (field) {
    case 'oldPassword':
      return oldHidden ? null : checkRule(rule('loginPassword'), values.oldPassword);
    case 'newPassword':
      return checkRule(rule('password'), values.newPassword);
    case 'confirmNewPassword':
      return checkConfirmation(values.newPassword, values.confirmNewPassword);
  }
}

/**
 * Change password (docs/product-rules.md §5): old by rule loginPassword (skipped when a remembered password stands in
 * for it), new by rule password, the confirmation required and equal to the new one.
 */
export function validateChangePassword(values: ChangePasswordValues, rule: RuleOf, oldHidden: boolean): FieldErrors<ChangePasswordField> {
  return collectErrors({
    oldPassword: checkChangePasswordField('oldPassword', values, rule, oldHidden),
    newPassword: checkChangePasswordField('newPassword', values, rule, oldHidden),
    confirmNewPassword: checkChangePasswordField('confirmNewPassword', values, rule, oldHidden),
  });
}

/** The new password may not be the old one. */
export const isSamePassword = (oldPassword: string, newPassword: string): boolean => oldPassword !== '' && oldPassword === newPassword;
