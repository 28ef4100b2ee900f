import type { Flags } from '../config.js';
import { FEATURE_FLAGS, PROMOTION_SWITCHES } from '../config.js';
import type {
  BrandSettings,
  CountryDialingCode,
  FieldRule,
  LiveModel,
  LoginRuleKey,
  RegisterField,
  RegisterSettings,
  ServiceEntry,
} from '../types.js';
import { ELOTT_MAPPING, VENDORS } from './vendors.js';

const rule = (enabled: boolean, required: boolean, pattern: string, message: string): FieldRule => ({
  enabled,
  required,
  pattern,
  message,
});

const FORMAT = 'Account/Password/E-mail format incorrect';
const NAME = 'Name format not valid';

/**
 * The server-supplied field rules (docs/product-rules.md §5). Patterns are JavaScript RegExp sources, read in Unicode
 * mode (`\\p{L}` is a letter of any language) by shared's one rule check.
 */
export const RULES: Record<RegisterField | LoginRuleKey, FieldRule> = {
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
  nickname: rule(true, false, '^[A-Za-z0-9 ._-]{2,20}$', NAME),
  // Names of any language (José, Peña, Nguyễn): letters, spaces, dots, hyphens and apostrophes, a letter first.
  payeeName: rule(true, false, "^\\p{L}[\\p{L}\\p{M} .'’-]{1,39}$", NAME),
  mobileNum: rule(true, false, '^\\d{10,11}$', 'Mobile number not valid'),
  verificationCode: rule(true, true, '^\\d{4,6}$', 'Verification code error'),
  recommenderId: rule(true, false, '^[A-Za-z0-9]{4,16}$', 'Referrer link error'),
  affiliateCode: rule(true, false, '^[A-Za-z0-9]{4,12}$', 'Invalid invitation code'),
  captcha: rule(true, true, '^[A-Za-z0-9]{1,16}$', 'in_vwrite_code'),
  loginUsername: rule(true, true, '^\\S{3,32}$', FORMAT),
  loginPassword: rule(true, true, '^\\S{6,32}$', FORMAT),
  loginMobileNum: rule(true, true, '^\\d{10,11}$', 'Mobile number not valid'),
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

export const COUNTRIES: CountryDialingCode[] = [
  { countryCode: 'PH', dialingCode: '+63', name: 'Philippines' },
  { countryCode: 'VN', dialingCode: '+84', name: 'Vietnam' },
  { countryCode: 'TH', dialingCode: '+66', name: 'Thailand' },
  { countryCode: 'BR', dialingCode: '+55', name: 'Brazil' },
  { countryCode: 'IN', dialingCode: '+91', name: 'India' },
];

export function registerSettings(flags: Flags): RegisterSettings {
  return {
    methods: { username: flags.USERNAMEREG3, mobile: flags.MOBILENUMREG3 },
    mobileVerification: flags.REGMOBVERF3,
    mobilePassword: flags.MOBILENUMPASSREG3,
    fieldOrder: FIELD_ORDER,
    rules: RULES,
    affiliateCodeEnabled: RULES.affiliateCode.enabled,
    countries: COUNTRIES,
    defaultCountryDialingCode: '+63',
    minimumAge: 18,
  };
}

export const SERVICES: ServiceEntry[] = [
  { csType: 'LIVECHAT', path: '/wps/chat/room', type: 1, name: 'Live chat' },
  { csType: 'WHATSAPP', path: 'https://wa.me/639170000000', type: 2, name: 'WhatsApp' },
  { csType: 'TELEGRAM', path: 'https://t.me/mcasino_support', type: 3, name: 'Telegram' },
];

export const LIVE_MODELS: LiveModel[] = [
  { id: 1, name: 'Angel', avatar: 'avatar/1.svg', active: true, streaming: true },
  { id: 2, name: 'Bella', avatar: 'avatar/2.svg', active: true, streaming: false },
  { id: 3, name: 'Chloe', avatar: 'avatar/3.svg', active: false, streaming: false },
  { id: 4, name: 'Dana', avatar: 'avatar/4.svg', active: true, streaming: true },
];

export function brandSettings(flags: Flags): BrandSettings {
  const pick = <K extends string>(names: readonly K[]) =>
    Object.fromEntries(names.map((n) => [n, flags[n as keyof Flags]])) as Record<K, boolean>;
  return {
    brandName: 'MCasino',
    logoUrl: 'brand/logo.svg',
    flags: pick(FEATURE_FLAGS),
    promotions: pick(PROMOTION_SWITCHES),
    downloadLinks: [
      { resourceType: 'Android', url: 'https://download.example.com/mcasino.apk' },
      { resourceType: 'IOS', url: 'https://apps.apple.com/app/id1234567890' },
      { resourceType: 'MOBILECONFIG', url: '/wps/assets/app/mcasino.mobileconfig' },
      { resourceType: 'AppDownloadIcon', url: 'brand/app-icon.svg' },
      { resourceType: 'TELEGRAM', url: 'https://t.me/mcasino' },
      { resourceType: 'AFFILIATELINK', url: 'https://affiliate.example.com/mcasino' },
    ],
    customerService: SERVICES.filter((s) => s.csType !== 'LIVECHAT' || flags.CBS3).map(({ csType, path, type }) => ({
      csType,
      path,
      type,
    })),
    socialLinks: [
      { kind: 'facebook', url: 'https://facebook.com/mcasino' },
      { kind: 'instagram', url: 'https://instagram.com/mcasino' },
      { kind: 'youtube', url: 'https://youtube.com/@mcasino' },
      { kind: 'telegram', url: 'https://t.me/mcasino' },
      { kind: 'discord', url: 'https://discord.gg/mcasino' },
      { kind: 'linkedin', url: 'https://linkedin.com/company/mcasino' },
    ],
    providerLogos: VENDORS.map((v) => ({ name: v.name, url: `vendor/${v.name}.svg` })),
    minimumAge: 18,
    elottMapping: ELOTT_MAPPING,
    defaultCountryDialingCode: '+63',
  };
}
