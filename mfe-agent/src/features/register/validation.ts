import { checkFieldRule, type FieldRule, type RegisterField } from 'shared';
import { checkConfirmation } from 'shared/forms';
import { isAlwaysAsked, isRequired } from './fields';

export type FormValues = Partial<Record<RegisterField, string>>;
/** A message per invalid field: an i18n key of this area (e.g. 'in_vwrite_code') or the server rule's own text. */
export type FormErrors = Partial<Record<RegisterField, string>>;
export type Rules = Partial<Record<RegisterField, FieldRule>>;

const FALLBACK_MESSAGE = 'field_invalid';

/**
 * Whether a filled value passes its rule by shared's one rule check, anchored as everywhere: a field the form
 * always asks for (username, passwords) is checked even when its rule is off, as dev-api checks it.
 */
const matches = (field: RegisterField, rule: FieldRule, text: string): boolean =>
  checkFieldRule(rule, text, { forceRequired: isAlwaysAsked(field) }) !== 'mismatch';

/** docs/product-rules.md §5: each field by its server rule (optional empty passes); confirmation and captcha by their own rules. */
export function validateField(field: RegisterField, values: FormValues, rules: Rules): string | null {
  const raw = values[field] ?? '';
  const text = raw.trim();
  const rule = rules[field];
  if (field === 'confirmPassword') return checkConfirmation(values.password ?? '', raw);
  if (field === 'captcha') {
    if (!text) return 'in_vwrite_code';
    return rule && !matches(field, { ...rule, enabled: true }, text) ? 'in_vwrite_code' : null;
  }
  if (!text) return isRequired(field, rules) ? rule?.message || 'field_required' : null;
  if (!rule) return null;
  return matches(field, rule, text) ? null : rule.message || FALLBACK_MESSAGE;
}

/** Every failing field, in form order (so the first key is the one to focus). */
export function validateForm(fields: readonly RegisterField[], values: FormValues, rules: Rules): FormErrors {
  const errors: FormErrors = {};
  for (const field of fields) {
    const message = validateField(field, values, rules);
    if (message) errors[field] = message;
  }
  return errors;
}
