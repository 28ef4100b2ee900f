import type { FieldRule, RegisterField, RegisterSettings } from 'shared';

/** Registration settings as dev-api seeds them (username registration, captcha on, invitation code allowed). */
export const rule = (enabled: boolean, required: boolean, pattern: string, message: string): FieldRule => ({
  enabled,
  required,
  pattern,
  message,
});
const off = rule(false, false, '', '');

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

export const FIELD_ORDER: RegisterField[] = [
  'username',
  'mobileNum',
  'verificationCode',
  'password',
  'confirmPassword',
  'paymentPassword',
  'nickname',
  'payeeName',
  'email',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'recommenderId',
  'affiliateCode',
  'captcha',
];

export const registerSettings = (overrides: Partial<RegisterSettings> = {}): RegisterSettings => ({
  methods: { username: true, mobile: true },
  mobileVerification: true,
  mobilePassword: true,
  fieldOrder: FIELD_ORDER,
  rules: RULES,
  affiliateCodeEnabled: true,
  countries: [
    { countryCode: 'PH', dialingCode: '+63', name: 'Philippines' },
    { countryCode: 'BR', dialingCode: '+55', name: 'Brazil' },
  ],
  defaultCountryDialingCode: '+63',
  minimumAge: 18,
  ...overrides,
});
