import { describe, expect, it } from 'vitest';
import { RULE_CASES } from '../testing/ruleCases';
import { checkFieldRule } from './fieldRule';

const rule = (pattern: string, required = true) => ({ enabled: true, required, pattern, message: 'bad' });

describe('checkFieldRule', () => {
  it('matches the whole trimmed value, whatever anchors the pattern has', () => {
    expect(checkFieldRule(rule('[a-z0-9]{6,12}'), 'player01')).toBe('ok');
    expect(checkFieldRule(rule('[a-z0-9]{6,12}'), '  player01  ')).toBe('ok');
    expect(checkFieldRule(rule('[a-z0-9]{6,12}'), 'player01!')).toBe('mismatch');
    expect(checkFieldRule(rule('\\d{4}'), '123456')).toBe('mismatch');
    expect(checkFieldRule(rule('^\\d{4}$'), '1234')).toBe('ok');
    expect(checkFieldRule(rule('a|b'), 'ab')).toBe('mismatch');
  });

  it('an empty value is missing only when required; a disabled rule passes unless forced', () => {
    expect(checkFieldRule(rule('x', true), '  ')).toBe('missing');
    expect(checkFieldRule(rule('x', false), '')).toBe('ok');
    expect(checkFieldRule({ ...rule('x'), enabled: false }, '')).toBe('ok');
    expect(checkFieldRule({ ...rule('x'), enabled: false, required: false }, '', { forceRequired: true })).toBe('missing');
    expect(checkFieldRule(undefined, '')).toBe('ok');
  });

  it('a broken pattern checks presence only', () => {
    expect(checkFieldRule(rule('(['), 'anything')).toBe('ok');
  });
});

describe('the rule table every area and dev-api check against', () => {
  it.each(RULE_CASES)('$name: $verdict', ({ rule: caseRule, value, verdict }) => {
    expect(checkFieldRule(caseRule, value)).toBe(verdict);
  });
});
