import type { BrandSettings, FeatureFlag, FieldRule, RegisterSettings } from 'shared';

const rule = (enabled: boolean, required: boolean, pattern: string, message: string): FieldRule => ({
  enabled,
  required,
  pattern,
  message,
});
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
      username: rule(true, true, '^[A-Za-z][A-Za-z0-9]{5,15}$', FORMAT),
      password: rule(true, true, '^(?=.*[A-Za-z])(?=.*\\d)[!-~]{6,20}$', FORMAT),
      confirmPassword: rule(true, true, '', 'in_incorrect_password'),
      paymentPassword: rule(false, false, '^\\d{6}$', 'Payment password must be 6 digits'),
      idNumber: rule(false, false, '^[A-Za-z0-9]{6,20}$', 'ID number not valid'),
      qqNum: rule(false, false, '^\\d{5,12}$', 'QQ number not valid'),
      facebook: rule(false, false, '^[A-Za-z0-9.]{5,50}$', 'Facebook account not valid'),
      wechat: rule(false, false, '^[A-Za-z][-_A-Za-z0-9]{5,19}$', 'WeChat account not valid'),
      line: rule(false, false, '^[A-Za-z0-9._-]{4,20}$', 'LINE account not valid'),
      whatsapp: rule(true, false, '^\\+?\\d{6,15}$', 'WhatsApp number not valid'),
      zalo: rule(false, false, '^\\d{9,11}$', 'Zalo number not valid'),
      email: rule(true, false, '^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$', FORMAT),
      nickname: rule(true, false, '^[A-Za-z0-9 ._-]{2,20}$', 'Name format not valid'),
      payeeName: rule(false, false, "^\\p{L}[\\p{L}\\p{M} .'’-]{1,39}$", 'Name format not valid'),
      mobileNum: rule(true, false, '^\\d{10,11}$', 'Mobile number not valid'),
      verificationCode: rule(true, true, '^\\d{4,6}$', 'Verification code error'),
      recommenderId: rule(true, false, '^[A-Za-z0-9]{4,16}$', 'Referrer link error'),
      affiliateCode: rule(true, false, '^[A-Za-z0-9]{4,12}$', 'Invalid invitation code'),
      captcha: rule(true, true, '^[A-Za-z0-9]{1,16}$', 'in_vwrite_code'),
      loginUsername: rule(true, true, '^\\S{3,32}$', FORMAT),
      loginPassword: rule(true, true, '^\\S{6,32}$', FORMAT),
      loginMobileNum: rule(true, true, '^\\d{10,11}$', 'Mobile number not valid'),
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

/** Brand settings with the given flags on. */
export function brand(flags: Partial<Record<FeatureFlag, boolean>> = {}, over: Partial<BrandSettings> = {}): BrandSettings {
  const all: Record<FeatureFlag, boolean> = {
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
    ...flags,
  };
  return {
    brandName: 'MCasino',
    logoUrl: 'brand/logo.svg',
    flags: all,
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

export const PLAYER_SESSION = { token: 'tok-1', merchantCode: 'mcasino', userName: 'player01', type: 1, firstTimeLogin: false };
export const TRIAL_SESSION = { token: 'tok-t', merchantCode: 'mcasino', userName: 'trial8842', type: 4, firstTimeLogin: true };
