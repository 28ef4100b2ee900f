import type { RegisterField, RegisterPayload, RegisterSettings } from 'shared';
import { checkRule, collectErrors, type FieldErrors } from '../../common/validation';
import { checkConfirmation } from 'shared/forms';

export type RegisterMode = 'username' | 'mobile';

/** Every register input: the rule-driven fields plus the dialling code. */
export type RegisterValues = Record<RegisterField, string> & { countryDialingCode: string };

export const EMPTY_REGISTER: RegisterValues = {
  username: '',
  password: '',
  confirmPassword: '',
  paymentPassword: '',
  idNumber: '',
  qqNum: '',
  facebook: '',
  wechat: '',
  line: '',
  whatsapp: '',
  zalo: '',
  email: '',
  nickname: '',
  payeeName: '',
  mobileNum: '',
  verificationCode: '',
  recommenderId: '',
  affiliateCode: '',
  captcha: '',
  countryDialingCode: '',
};

/** Which methods the toggle offers: both only when both are enabled (docs/product-rules.md §2). */
export function registerModes(settings: Pick<RegisterSettings, 'methods'>): RegisterMode[] {
  const modes: RegisterMode[] = [];
  if (settings.methods.username) modes.push('username');
  if (settings.methods.mobile) modes.push('mobile');
  return modes;
}

/** What the URL-supplied invitation code turned out to be. */
export type UrlCodeStatus = 'none' | 'checking' | 'valid' | 'invalid';

/**
 * The affiliate (invitation) code field shows only when the setting is on and no valid code came with the
 * URL (docs/product-rules.md §4); while the URL code is being checked it stays hidden to avoid a flash.
 */
export const affiliateFieldShown = (enabled: boolean, urlCode: UrlCodeStatus): boolean =>
  enabled && (urlCode === 'none' || urlCode === 'invalid');

/**
 * The fields of the form, in the server's order: enabled rules only; the method decides the rest (the mobile
 * method has no username, sets a password only with MOBILENUMPASSREG3 and needs the SMS code with
 * REGMOBVERF3; the username method has no SMS code). The captcha comes last wherever the server puts it: the
 * picture check closes the form, away from the SMS code it could be taken for.
 */
export function visibleFields(settings: RegisterSettings, mode: RegisterMode, affiliateShown: boolean): RegisterField[] {
  const shown = settings.fieldOrder.filter((field) => {
    const rule = settings.rules[field];
    if (field === 'mobileNum' && mode === 'mobile') return true;
    if (field === 'verificationCode') return mode === 'mobile' && settings.mobileVerification;
    if (field === 'username') return mode === 'username';
    if ((field === 'password' || field === 'confirmPassword') && mode === 'mobile') return settings.mobilePassword;
    if (field === 'affiliateCode') return affiliateShown;
    return !!rule?.enabled;
  });
  return shown.includes('captcha') ? [...shown.filter((field) => field !== 'captcha'), 'captcha'] : shown;
}

/** Fields a method cannot do without, whatever the rule says. */
function forcedRequired(field: RegisterField, mode: RegisterMode): boolean {
  return (
    (field === 'username' && mode === 'username') ||
    (field === 'mobileNum' && mode === 'mobile') ||
    field === 'verificationCode' ||
    field === 'password'
  );
}

/** One field against its server rule, with the spec's own messages for the confirmation and the captcha. */
export function checkRegisterField(
  field: RegisterField,
  values: RegisterValues,
  settings: RegisterSettings,
  mode: RegisterMode,
): string | null {
  const value = values[field];
  if (field === 'confirmPassword') return checkConfirmation(values.password, value);
  const rule = settings.rules[field];
  if (field === 'captcha') return checkRule({ ...rule, enabled: true, required: true }, value, 'in_vwrite_code');
  if (!rule) return null;
  return checkRule(forcedRequired(field, mode) ? { ...rule, enabled: true, required: true } : rule, value);
}

/** Every shown field (docs/product-rules.md §5: server-supplied rules, optional empty passes). */
export function validateRegister(
  fields: readonly RegisterField[],
  values: RegisterValues,
  settings: RegisterSettings,
  mode: RegisterMode,
): FieldErrors<RegisterField> {
  return collectErrors(
    Object.fromEntries(fields.map((f) => [f, checkRegisterField(f, values, settings, mode)])) as Record<RegisterField, string | null>,
  );
}

export interface RegisterContext {
  registerMethod: NonNullable<RegisterPayload['registerMethod']>;
  registerUrl: string;
  domain: string;
  /** A valid invitation code that came with the URL (the field is then hidden). */
  urlAffiliateCode: string;
}

/** Values the user does not type exactly: passwords are sent as typed, everything else trimmed. */
const UNTRIMMED: readonly RegisterField[] = ['password', 'confirmPassword', 'paymentPassword'];

/** The register payload of docs/product-rules.md §3, with only the shown fields that have a value. */
export function buildRegisterPayload(fields: readonly RegisterField[], values: RegisterValues, context: RegisterContext): RegisterPayload {
  const payload: RegisterPayload = {
    registerMethod: context.registerMethod,
    registerUrl: context.registerUrl,
    domain: context.domain,
    countryDialingCode: values.countryDialingCode,
  };
  for (const field of fields) {
    const value = UNTRIMMED.includes(field) ? values[field] : values[field].trim();
    if (value) payload[field] = value;
  }
  if (!payload.affiliateCode && context.urlAffiliateCode) payload.affiliateCode = context.urlAffiliateCode;
  return payload;
}
