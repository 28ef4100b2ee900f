import type { RegisterSettings } from 'shared';
import { fieldRule as rule, REGISTER_FIELDS as FIELD_ORDER, registerSettings as devApiSettings } from 'shared/testing';

export { FIELD_ORDER, rule };
const off = rule(false, false, '', '');

/** The rules of the agent tests: username registration, captcha on, invitation code allowed, most others off. */
export const RULES: RegisterSettings['rules'] = {
  username: rule(true, true, '^[A-Za-z][A-Za-z0-9]{5,15}$', 'Account/Password/E-mail format incorrect'),
  password: rule(true, true, '^(?=.*[A-Za-z])(?=.*\\d)[!-~]{6,20}$', 'Account/Password/E-mail format incorrect'),
  confirmPassword: rule(true, true, '', 'in_incorrect_password'),
  paymentPassword: off,
  idNumber: off,
  qqNum: off,
  facebook: off,
  wechat: off,
  line: off,
  whatsapp: rule(true, false, '^\\+?\\d{6,15}$', 'WhatsApp number not valid'),
  zalo: off,
  email: rule(true, false, '^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$', 'Account/Password/E-mail format incorrect'),
  nickname: rule(true, false, '^[A-Za-z0-9 ._-]{2,20}$', 'Name format not valid'),
  payeeName: off,
  mobileNum: rule(true, false, '^\\d{10,11}$', 'Mobile number not valid'),
  verificationCode: rule(true, true, '^\\d{4,6}$', 'Verification code error'),
  recommenderId: off,
  affiliateCode: rule(true, false, '^[A-Za-z0-9]{4,12}$', 'Invalid invitation code'),
  captcha: rule(true, true, '^[A-Za-z0-9]{1,16}$', 'in_vwrite_code'),
  loginUsername: off,
  loginPassword: off,
  loginMobileNum: off,
};

export const registerSettings = (overrides: Partial<RegisterSettings> = {}): RegisterSettings =>
  devApiSettings({ fieldOrder: FIELD_ORDER, rules: RULES, ...overrides });
