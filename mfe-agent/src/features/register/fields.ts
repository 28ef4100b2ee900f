import type { FieldRule, RegisterField, RegisterSettings } from 'shared';

/** Agents always register by username and password (the agent call has no mobile variant). */
const ALWAYS_SHOWN: readonly RegisterField[] = ['username', 'password', 'confirmPassword'];
/** Shown elsewhere on the form (captcha), only for mobile registration (SMS code), or only on condition (invitation code). */
const NOT_IN_LIST: readonly RegisterField[] = ['captcha', 'verificationCode', 'affiliateCode'];

/**
 * The input fields of the agent form, in the server's display order: every field whose rule is enabled,
 * the username and both passwords always, confirmation right after the password, and the invitation code
 * last when it is to be shown.
 */
export function agentFormFields(settings: Pick<RegisterSettings, 'fieldOrder' | 'rules'>, showAffiliateCode: boolean): RegisterField[] {
  const order = settings.fieldOrder.includes('username') ? [...settings.fieldOrder] : ['username' as const, ...settings.fieldOrder];
  const fields = order.filter(
    (field) =>
      !NOT_IN_LIST.includes(field) && field !== 'confirmPassword' && (ALWAYS_SHOWN.includes(field) || settings.rules[field]?.enabled),
  );
  if (!fields.includes('password')) fields.splice(fields.indexOf('username') + 1, 0, 'password');
  fields.splice(fields.indexOf('password') + 1, 0, 'confirmPassword');
  if (showAffiliateCode) fields.push('affiliateCode');
  return [...new Set(fields)];
}

/** The username and passwords are asked for whatever their rules say. */
export const isAlwaysAsked = (field: RegisterField): boolean => ALWAYS_SHOWN.includes(field);

/** Required fields show an asterisk; the username and passwords are required whatever the rule says. */
export function isRequired(field: RegisterField, rules: Partial<Record<RegisterField, FieldRule>>): boolean {
  return isAlwaysAsked(field) || rules[field]?.required === true;
}

export const isPasswordField = (field: RegisterField) => field === 'password' || field === 'confirmPassword' || field === 'paymentPassword';

/** How each field is typed on a phone keyboard. */
export function inputProps(field: RegisterField): {
  type: 'text' | 'password' | 'email' | 'tel';
  inputMode?: 'numeric' | 'email' | 'tel';
  autoComplete: string;
} {
  switch (field) {
    case 'username':
      return { type: 'text', autoComplete: 'username' };
    case 'password':
    case 'confirmPassword':
      return { type: 'password', autoComplete: 'new-password' };
    case 'paymentPassword':
      return { type: 'password', inputMode: 'numeric', autoComplete: 'off' };
    case 'email':
      return { type: 'email', inputMode: 'email', autoComplete: 'email' };
    case 'mobileNum':
      return { type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national' };
    case 'whatsapp':
    case 'zalo':
    case 'qqNum':
      return { type: 'tel', inputMode: 'tel', autoComplete: 'off' };
    case 'nickname':
      return { type: 'text', autoComplete: 'nickname' };
    case 'payeeName':
      return { type: 'text', autoComplete: 'name' };
    default:
      return { type: 'text', autoComplete: 'off' };
  }
}
