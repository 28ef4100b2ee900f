import { describe, expect, it } from 'vitest';
import { RULE_CASES } from 'shared/testing/rule-cases';
import { RULES } from '../seed/settings.js';
import { refuseUnlessRuleHolds } from './ruleCheck.js';

const refusal = (run: () => void): string | null => {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
};

describe("dev-api checks a server rule as every form does (shared's one check)", () => {
  it.each(RULE_CASES)('$name: $verdict', ({ rule, value, verdict }) => {
    expect(refusal(() => refuseUnlessRuleHolds(rule, value))).toBe(verdict === 'ok' ? null : rule.message);
  });

  it("refuses with the seeded rule's own message", () => {
    expect(refusal(() => refuseUnlessRuleHolds(RULES.username, 'ab!'))).toBe(RULES.username.message);
    expect(refusal(() => refuseUnlessRuleHolds(RULES.username, 'player01'))).toBeNull();
  });

  it('a field asked for whatever its rule says is refused empty', () => {
    const optional = { enabled: false, required: false, pattern: '', message: 'Mobile number not valid' };
    expect(refusal(() => refuseUnlessRuleHolds(optional, ''))).toBeNull();
    expect(refusal(() => refuseUnlessRuleHolds(optional, '', true))).toBe('Mobile number not valid');
  });
});
