import type { RegisterField, RegisterMethod, RegisterPayload } from 'shared';
import type { FormValues } from './validation';

/** Passwords are sent exactly as typed; every other text is trimmed. */
const UNTRIMMED: readonly RegisterField[] = ['password', 'confirmPassword', 'paymentPassword'];

interface PayloadContext {
  countryDialingCode: string;
  /** A valid invitation code that came with the link (its field is then hidden). */
  linkAffiliateCode: string | null;
  registerUrl: string;
  domain: string;
  registerMethod: RegisterMethod;
}

/** The agent registration payload (docs/product-rules.md §3 register payload): the filled fields of the form plus where it came from. */
export function buildAgentPayload(fields: readonly RegisterField[], values: FormValues, context: PayloadContext): RegisterPayload {
  const payload: RegisterPayload = {
    registerUrl: context.registerUrl,
    registerMethod: context.registerMethod,
    domain: context.domain,
  };
  for (const field of [...fields, 'captcha' as const]) {
    const raw = values[field] ?? '';
    const value = UNTRIMMED.includes(field) ? raw : raw.trim();
    if (value) payload[field] = value;
  }
  if (!payload.affiliateCode && context.linkAffiliateCode) payload.affiliateCode = context.linkAffiliateCode;
  if (payload.mobileNum) payload.countryDialingCode = context.countryDialingCode;
  return payload;
}
