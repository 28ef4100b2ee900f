import { isApiError, type FieldRule, type LoginAs, type LoginPayload, type LoginRuleKey, type RegisterField } from 'shared';
import { checkRule, collectErrors, type FieldErrors } from '../../common/validation';

export type LoginMode = 'password' | 'sms';
export type LoginField = 'username' | 'password' | 'mobileNum' | 'messageCode' | 'captcha';

export interface LoginValues {
  username: string;
  password: string;
  countryDialingCode: string;
  mobileNum: string;
  messageCode: string;
  captcha: string;
}

export const EMPTY_LOGIN: LoginValues = { username: '', password: '', countryDialingCode: '', mobileNum: '', messageCode: '', captcha: '' };

/** Display order of each mode's fields: the first invalid one gets the focus. */
export const LOGIN_FIELDS: Record<LoginMode, readonly LoginField[]> = {
  password: ['username', 'password', 'captcha'],
  sms: ['mobileNum', 'messageCode', 'captcha'],
};

type RuleOf = (key: LoginRuleKey | RegisterField) => FieldRule;

/** Captcha left empty: 'in_vwrite_code' (docs/product-rules.md §8). */
export const CAPTCHA_REQUIRED = 'in_vwrite_code';

/** One field of the login form against its rule (loginUsername, loginPassword, loginMobileNum, verificationCode). */
export function checkLoginField(field: LoginField, values: LoginValues, rule: RuleOf): string | null {
  switch (field) {
    case 'username':
      return checkRule(rule('loginUsername'), values.username);
    case 'password':
      return checkRule(rule('loginPassword'), values.password);
    case 'mobileNum':
      return checkRule(rule('loginMobileNum'), values.mobileNum);
    case 'messageCode':
      return checkRule(rule('verificationCode'), values.messageCode);
    case 'captcha':
      return checkRule({ ...rule('captcha'), enabled: true, required: true }, values.captcha, CAPTCHA_REQUIRED);
  }
}

/** Every field of the mode; the captcha only once it is shown. */
export function validateLogin(mode: LoginMode, values: LoginValues, rule: RuleOf, captchaShown: boolean): FieldErrors<LoginField> {
  const fields = LOGIN_FIELDS[mode].filter((f) => f !== 'captcha' || captchaShown);
  return collectErrors(Object.fromEntries(fields.map((f) => [f, checkLoginField(f, values, rule)])) as Record<LoginField, string | null>);
}

/** The login payload of docs/product-rules.md §3; the username is trimmed. */
export function buildLoginPayload(mode: LoginMode, values: LoginValues, captchaShown: boolean, loginAs?: LoginAs): LoginPayload {
  const extra: Partial<LoginPayload> = {};
  if (captchaShown) extra.captcha = values.captcha.trim();
  if (loginAs) extra.loginAs = loginAs;
  if (mode === 'sms')
    return {
      type: 'sms',
      mobileNum: values.mobileNum.trim(),
      countryDialingCode: values.countryDialingCode,
      messageCode: values.messageCode.trim(),
      ...extra,
    };
  return { type: 'username', username: values.username.trim(), password: values.password, ...extra };
}

/** A failed login whose error value has a captcha field: the captcha must be shown from now on (docs/product-rules.md §4). */
export function captchaRequested(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const value = error.value;
  return typeof value === 'object' && value !== null && 'captcha' in value && (value as { captcha: unknown }).captcha !== false;
}
