import { describe, expect, it } from 'vitest';
import { checkFieldRule } from 'shared/rules';
import { RULES } from '../seed/settings.js';
import { ruleVerdict } from './rules.js';

const VALUES = [
  '',
  '   ',
  'player01',
  '  player01  ',
  'player01!',
  'ab',
  'Player#2026',
  '12345678',
  '123456789012345678',
  '9171234567',
  'a@b.co',
  'x'.repeat(300),
  'شسي',
  '😀😀😀😀😀😀',
];
const EXTRA = [
  { enabled: true, required: true, pattern: '\\d{4}', message: 'four digits' },
  { enabled: true, required: false, pattern: 'a|b', message: 'a or b' },
  { enabled: true, required: true, pattern: '([', message: 'broken' },
];
const CASES = [...Object.entries(RULES), ...EXTRA.map((rule, i) => [`extra${i}`, rule] as const)];

describe('one verdict for a server rule in dev-api and in the forms', () => {
  it.each(CASES)("%s: dev-api gives the verdict of the forms' check (shared/rules) on every value", (_name, rule) => {
    for (const value of VALUES) {
      expect(ruleVerdict(rule, value), `on ${JSON.stringify(value)}`).toBe(checkFieldRule(rule, value));
      expect(ruleVerdict(rule, value, true), `forced, on ${JSON.stringify(value)}`).toBe(
        checkFieldRule(rule, value, { forceRequired: true }),
      );
    }
  });

  it('a pattern matches the whole value (an unanchored pattern does not pass a longer value)', () => {
    expect(ruleVerdict({ enabled: true, required: true, pattern: '\\d{4}', message: 'four digits' }, '123456')).toBe('mismatch');
  });
});
