import { checkFieldRule, type FieldRule } from 'shared';
import type { FieldErrors } from 'shared/forms';

export type { FieldErrors };

/** Message key for a required field left empty, when the form gives no more specific one. */
export const REQUIRED_MESSAGE = 'field_required';
/** Message key for a rule that fails without a message of its own. */
export const INVALID_MESSAGE = 'field_invalid';

/** A rule that only asks for a value: used until (or when) the server's rules cannot be loaded. */
export const requiredRule: FieldRule = { enabled: true, required: true, pattern: '', message: '' };

/**
 * Checks one value against a server-supplied rule (docs/product-rules.md §5): a disabled or missing rule passes; an
 * empty value fails only when required; otherwise the trimmed value must match the whole pattern.
 * Returns the message (a key of the account namespace or the server's own text), or null when valid.
 */
export function checkRule(rule: FieldRule | undefined, value: string, requiredMessage = REQUIRED_MESSAGE): string | null {
  const verdict = checkFieldRule(rule, value);
  if (verdict === 'missing') return requiredMessage;
  if (verdict === 'mismatch') return rule?.message || INVALID_MESSAGE;
  return null;
}

/** A server rule asked for whatever it says about being on or optional (the payment password of a withdrawal). */
export const asRequired = (rule: FieldRule): FieldRule => ({ ...rule, enabled: true, required: true });

/** Drops the valid (null) entries of a field check. */
export function collectErrors<F extends string>(checks: Partial<Record<F, string | null>>): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const [field, message] of Object.entries(checks) as [F, string | null | undefined][]) if (message) errors[field] = message;
  return errors;
}
