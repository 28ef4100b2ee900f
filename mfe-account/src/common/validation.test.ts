import { RULE_CASES } from 'shared/testing/rule-cases';
import type { FieldRule } from 'shared';
import { checkRule, collectErrors, INVALID_MESSAGE, REQUIRED_MESSAGE } from './validation';

const rule = (over: Partial<FieldRule> = {}): FieldRule => ({
  enabled: true,
  required: true,
  pattern: '^\\d{10,11}$',
  message: 'Mobile number not valid',
  ...over,
});

describe('checkRule (server-supplied rules, docs/product-rules.md §5)', () => {
  it('passes a value matching the whole pattern', () => {
    expect(checkRule(rule(), '09171234567')).toBeNull();
  });
  it('fails a value that matches only part of the pattern with the rule message', () => {
    expect(checkRule(rule({ pattern: '\\d{10,11}' }), '091712345678999')).toBe('Mobile number not valid');
    expect(checkRule(rule(), '0917')).toBe('Mobile number not valid');
  });
  it('validates the trimmed value', () => {
    expect(checkRule(rule(), '  09171234567 ')).toBeNull();
  });
  it('required empty fails with the required message, or the one the form gives', () => {
    expect(checkRule(rule(), '   ')).toBe(REQUIRED_MESSAGE);
    expect(checkRule(rule(), '', 'in_vwrite_code')).toBe('in_vwrite_code');
  });
  it('optional empty passes', () => {
    expect(checkRule(rule({ required: false }), '')).toBeNull();
  });
  it('optional but filled must still match', () => {
    expect(checkRule(rule({ required: false }), 'abc')).toBe('Mobile number not valid');
  });
  it('a disabled or missing rule passes anything', () => {
    expect(checkRule(rule({ enabled: false }), 'abc')).toBeNull();
    expect(checkRule(undefined, '')).toBeNull();
  });
  it('a rule without a message fails with the generic one', () => {
    expect(checkRule(rule({ message: '' }), 'x')).toBe(INVALID_MESSAGE);
  });
  it('a broken server pattern only checks presence and never throws', () => {
    expect(checkRule(rule({ pattern: '([' }), 'anything')).toBeNull();
    expect(checkRule(rule({ pattern: '([' }), '')).toBe(REQUIRED_MESSAGE);
  });
});

describe('collectErrors', () => {
  it('keeps only failures', () => {
    expect(collectErrors({ a: null, b: 'x', c: 'y' })).toEqual({ b: 'x', c: 'y' });
  });
});

describe("the account forms check a server rule as every area and dev-api do (shared's one check)", () => {
  it.each(RULE_CASES)('$name: $verdict', ({ rule, value, verdict }) => {
    const expected = { ok: null, missing: REQUIRED_MESSAGE, mismatch: rule.message }[verdict];
    expect(checkRule(rule, value)).toBe(expected);
  });
});
