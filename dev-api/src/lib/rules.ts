import type { FieldRule } from '../types.js';
import { fail } from './envelope.js';

/** Checks a value against a server rule (docs/product-rules.md §5): optional empty values pass; throws the rule's message. */
export function checkRule(rule: FieldRule, value: unknown, forceRequired = false): void {
  if (!rule.enabled && !forceRequired) return;
  const text = typeof value === 'string' ? value.trim() : value === undefined || value === null ? '' : String(value);
  if (!text) {
    if (rule.required || forceRequired) throw fail(rule.message, null, 'VALIDATION');
    return;
  }
  if (rule.pattern && !new RegExp(rule.pattern).test(text)) throw fail(rule.message, null, 'VALIDATION');
}
