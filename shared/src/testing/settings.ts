import type { BrandSettings, FeatureFlag } from '../brand/types';
import type { FieldRule, RegisterField, RegisterSettings } from '../api/endpoints/types';

export const fieldRule = (enabled: boolean, required: boolean, pattern: string, message: string): FieldRule => ({
  enabled,
  required,
  pattern,
  message,
});
/** Every registration field, in dev-api's order. */
export const REGISTER_FIELDS: RegisterField[] = [
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

const FORMAT = 'Account/Password/E-mail format incorrect';

/** Registration settings as dev-api serves them by default. */
export function registerSettings(over: Partial<RegisterSettings> = {}): RegisterSettings {
  return {
    methods: { username: true, mobile: true },
    mobileVerification: true,
    mobilePassword: true,
    fieldOrder: [
      'username',
      'mobileNum',
      'verificationCode',
      'password',
      'confirmPassword',
      'paymentPassword',
      'nickname',
      'email',
      'whatsapp',
      'recommenderId',
      'affiliateCode',
      'captcha',
    ],
    rules: {
      username: fieldRule(true, true, '^[A-Za-z][A-Za-z0-9]{5,15}$', FORMAT),
      password: fieldRule(true, true, '^(?=.*[A-Za-z])(?=.*\\d)[!-~]{6,20}$', FORMAT),
      confirmPassword: fieldRule(true, true, '', 'in_incorrect_password'),
      paymentPassword: fieldRule(false, false, '^\\d{6}$', 'Payment password must be 6 digits'),
      idNumber: fieldRule(false, false, '^[A-Za-z0-9]{6,20}$', 'ID number not valid'),
      qqNum: fieldRule(false, false, '^\\d{5,12}$', 'QQ number not valid'),
      facebook: fieldRule(false, false, '^[A-Za-z0-9.]{5,50}$', 'Facebook account not valid'),
      wechat: fieldRule(false, false, '^[A-Za-z][-_A-Za-z0-9]{5,19}$', 'WeChat account not valid'),
      line: fieldRule(false, false, '^[A-Za-z0-9._-]{4,20}$', 'LINE account not valid'),
      whatsapp: fieldRule(true, false, '^\\+?\\d{6,15}$', 'WhatsApp number not valid'),
      zalo: fieldRule(false, false, '^\\d{9,11}$', 'Zalo number not valid'),
      email: fieldRule(true, false, '^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$', FORMAT),
      nickname: fieldRule(true, false, '^[A-Za-z0-9 ._-]{2,20}$', 'Name format not valid'),
      payeeName: fieldRule(false, false, "^\\p{L}[\\p{L}\\p{M} .'’-]{1,39}$", 'Name format not valid'),
      mobileNum: fieldRule(true, false, '^\\d{10,11}$', 'Mobile number not valid'),
      verificationCode: fieldRule(true, true, '^\\d{4,6}$', 'Verification code error'),
      recommenderId: fieldRule(true, false, '^[A-Za-z0-9]{4,16}$', 'Referrer link error'),
      affiliateCode: fieldRule(true, false, '^[A-Za-z0-9]{4,12}$', 'Invalid invitation code'),
      captcha: fieldRule(true, true, '^[A-Za-z0-9]{1,16}$', 'in_vwrite_code'),
      loginUsername: fieldRule(true, true, '^\\S{3,32}$', FORMAT),
      loginPassword: fieldRule(true, true, '^\\S{6,32}$', FORMAT),
      loginMobileNum: fieldRule(true, true, '^\\d{10,11}$', 'Mobile number not valid'),
    },
    affiliateCodeEnabled: true,
    countries: [
      { countryCode: 'PH', dialingCode: '+63', name: 'Philippines' },
      { countryCode: 'BR', dialingCode: '+55', name: 'Brazil' },
    ],
    defaultCountryDialingCode: '+63',
    minimumAge: 18,
    ...over,
  };
}

/** The brand's feature flags as dev-api serves them by default: all on but the social logins. */
const DEFAULT_FLAGS: Record<FeatureFlag, boolean> = {
  USERNAMEREG3: true,
  MOBILENUMREG3: true,
  REGMOBVERF3: true,
  MOBILENUMPASSREG3: true,
  FACEBOOKLOGIN3: false,
  GOOGLELOGIN3: false,
  CBS3: true,
  AGENTPOLICY3: true,
  REWCEN3: true,
  MOBILEVERFLOGIN3: true,
};

export const FLAGS_OFF = Object.fromEntries(Object.keys(DEFAULT_FLAGS).map((flag) => [flag, false])) as Record<FeatureFlag, boolean>;

/** Brand settings as dev-api serves them by default, `flags` set on top of its flags. */
export function brandSettings({
  flags = {},
  ...over
}: Partial<Omit<BrandSettings, 'flags'>> & { flags?: Partial<Record<FeatureFlag, boolean>> } = {}): BrandSettings {
  return {
    brandName: 'MCasino',
    logoUrl: 'brand/logo.svg',
    flags: { ...DEFAULT_FLAGS, ...flags },
    promotions: { referral: true, mission: true, login: true },
    downloadLinks: [],
    customerService: [],
    socialLinks: [],
    providerLogos: [],
    minimumAge: 18,
    elottMapping: [],
    defaultCountryDialingCode: '+63',
    ...over,
  };
}
