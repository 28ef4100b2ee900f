import type { FieldRule } from '../types.js';
import { fail } from './envelope.js';

/**
 * The verdict of shared's one rule check (`shared/rules` checkFieldRule): the pattern matches the whole
 * trimmed value. Kept as this copy because dev-api runs its compiled JavaScript on Node 20, which cannot load
 * shared's TypeScript; rules.test.ts pins that both give the same verdict on every case.
 */
export function ruleVerdict(rule: FieldRule, value: unknown, forceRequired = false): 'ok' | 'missing' | 'mismatch' {
  if (!rule.enabled && !forceRequired) return 'ok';
  const text = typeof value === 'string' ? value.trim() : value === undefined || value === null ? '' : String(value);
  if (!text) return rule.required || forceRequired ? 'missing' : 'ok';
  if (!rule.pattern) return 'ok';
  let regex: RegExp;
  try {
    regex = new RegExp(`^(?:${rule.pattern})$`);
  } catch {
    return 'ok';
  }
  return regex.test(text) ? 'ok' : 'mismatch';
}

/** Checks a value against a server rule (docs/product-rules.md §5): optional empty values pass; throws the rule's message. */
export function checkRule(rule: FieldRule, value: unknown, forceRequired = false): void {
  if (ruleVerdict(rule, value, forceRequired) !== 'ok') throw fail(rule.message, null, 'VALIDATION');
}
