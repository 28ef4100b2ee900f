import { checkFieldRule, type RuleToCheck } from 'shared/rules';
import { fail } from './envelope.js';

/**
 * Refuses a value its server rule rejects (docs/product-rules.md §5) with the rule's message, by shared's one rule
 * check (`shared/rules`), so dev-api gives the verdict every form gives. `forceRequired`: the field is asked for
 * whatever its rule says (e.g. the username of a username registration).
 */
export function refuseUnlessRuleHolds(rule: RuleToCheck, value: unknown, forceRequired = false): void {
  if (checkFieldRule(rule, value, { forceRequired }) !== 'ok') throw fail(rule.message, null, 'VALIDATION');
}
