import * as v from 'valibot';
import { everyKey } from './check.js';

export const MemberInfoSchema = v.object({
  id: v.number(),
  /** 0, 1, 2 members; 4 trial; 40, 41, 42 agents. */
  type: v.number(),
  nickname: v.string(),
  account: v.string(),
  /** VIP label; `labelName` is '0' when the member has none. */
  clubLabel: v.object({ labelName: v.string() }),
  /** Not in the spec, provided by dev-api for the member centre. */
  email: v.optional(v.string()),
  mobileNum: v.optional(v.string()),
  countryDialingCode: v.optional(v.string()),
  registerDate: v.optional(v.string()),
  headIcon: v.optional(v.string()),
});

export const HeadIconSchema = v.object({ headIcon: v.string() });

export const UsernameCheckSchema = v.object({ username: v.string(), available: v.boolean() });

/** Register form fields that carry a server-supplied rule. */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'paymentPassword',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'email',
  'nickname',
  'payeeName',
  'mobileNum',
  'verificationCode',
  'recommenderId',
  'affiliateCode',
  'captcha',
] as const;

/** Rules used by login and change password (docs/product-rules.md §5). */
export const LOGIN_RULE_KEYS = ['loginUsername', 'loginPassword', 'loginMobileNum', 'verificationCode'] as const;

/** A server-supplied validation rule (docs/product-rules.md §5): optional empty values pass. */
export const FieldRuleSchema = v.object({
  enabled: v.boolean(),
  required: v.boolean(),
  /** A JavaScript regular expression source, tested against the whole trimmed value. */
  pattern: v.string(),
  /** Text shown when the rule fails. */
  message: v.string(),
});

export const CountryDialingCodeSchema = v.object({ countryCode: v.string(), dialingCode: v.string(), name: v.string() });

/** Registration settings (GET /wps/system/setting/register). */
export const RegisterSettingsSchema = v.object({
  /** Which registration methods are on (flags USERNAMEREG3, MOBILENUMREG3). */
  methods: v.object({ username: v.boolean(), mobile: v.boolean() }),
  /** Mobile registration needs an SMS code (REGMOBVERF3). */
  mobileVerification: v.boolean(),
  /** Mobile registration also sets a password (MOBILENUMPASSREG3). */
  mobilePassword: v.boolean(),
  /** The register fields, in display order. */
  fieldOrder: v.array(v.picklist(REGISTER_FIELDS)),
  rules: everyKey([...REGISTER_FIELDS, ...LOGIN_RULE_KEYS], FieldRuleSchema),
  /** Whether the invitation (affiliate) code field may be shown. */
  affiliateCodeEnabled: v.boolean(),
  countries: v.array(CountryDialingCodeSchema),
  defaultCountryDialingCode: v.string(),
  /** Age confirmed by the terms checkbox. */
  minimumAge: v.number(),
});

/** The answer of POST /member/password/email. */
export const PasswordEmailResultSchema = v.object({ sent: v.boolean() });

export const CountryDialingCodeListSchema = v.array(CountryDialingCodeSchema);

const password = v.pipe(v.string(), v.maxLength(64));

/** Request of POST /member/password/v2. */
export const ChangePasswordPayloadSchema = v.object({ oldPassword: password, newPassword: password, confirmNewPassword: password });
