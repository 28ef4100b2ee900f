import type { FieldRule, LoginRuleKey, RegisterField, ResetPasswordBySmsPayload } from 'shared';
import { checkRule, collectErrors, type FieldErrors } from '../../common/validation';
import { checkConfirmation } from 'shared/forms';

type RuleOf = (key: LoginRuleKey | RegisterField) => FieldRule;

export type ForgotMode = 'sms' | 'email';
export type ForgotField = 'mobileNum' | 'verificationCode' | 'newPassword' | 'confirmNewPassword' | 'username' | 'email';

export interface ForgotValues {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
  confirmNewPassword: string;
  username: string;
  email: string;
}

export const EMPTY_FORGOT: ForgotValues = {
  countryDialingCode: '',
  mobileNum: '',
  verificationCode: '',
  newPassword: '',
  confirmNewPassword: '',
  username: '',
  email: '',
};

export const FORGOT_FIELDS: Record<ForgotMode, readonly ForgotField[]> = {
  sms: ['mobileNum', 'verificationCode', 'newPassword', 'confirmNewPassword'],
  email: ['username', 'email'],
};

const required = (rule: FieldRule): FieldRule => ({ ...rule, enabled: true, required: true });

/** One field of the forgot-password form: the registered number, the code, the new password (rule password). */
export function checkForgotField(field: ForgotField, values: ForgotValues, rule: RuleOf): string | null {
  switch (field) {
    case 'mobileNum':
      return checkRule(rule('loginMobileNum'), values.mobileNum);
    case 'verificationCode':
      return checkRule(required(rule('verificationCode')), values.verificationCode);
    case 'newPassword':
      return checkRule(rule('password'), values.newPassword);
    case 'confirmNewPassword':
      return checkConfirmation(values.newPassword, values.confirmNewPassword);
    case 'username':
      return checkRule(rule('loginUsername'), values.username);
    case 'email':
      // The address is how the account is found: required here even where registration leaves it optional.
      return checkRule(required(rule('email')), values.email);
  }
}

export function validateForgot(mode: ForgotMode, values: ForgotValues, rule: RuleOf): FieldErrors<ForgotField> {
  return collectErrors(
    Object.fromEntries(FORGOT_FIELDS[mode].map((f) => [f, checkForgotField(f, values, rule)])) as Record<ForgotField, string | null>,
  );
}

export function buildResetPayload(values: ForgotValues): ResetPasswordBySmsPayload {
  return {
    mobileNum: values.mobileNum.trim(),
    countryDialingCode: values.countryDialingCode,
    verificationCode: values.verificationCode.trim(),
    newPassword: values.newPassword,
    confirmNewPassword: values.confirmNewPassword,
  };
}
