import type { FieldRule, LoginRuleKey, RegisterField } from 'shared';
import { checkConfirmation } from 'shared/forms';
import { checkRule, collectErrors, type FieldErrors } from '../../common/validation';

type RuleOf = (key: LoginRuleKey | RegisterField) => FieldRule;

/** New password equal to the old one (docs/product-rules.md §5: "they cannot be the same"). */
export const SAME_PASSWORD = 'password_same';

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
