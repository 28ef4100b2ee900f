import type { RuleToCheck, RuleVerdict } from '../rules/fieldRule';

export interface RuleCase {
  name: string;
  rule: RuleToCheck;
  value: string;
  verdict: RuleVerdict;
}

const rule = (pattern: string, required = true): RuleToCheck => ({ enabled: true, required, pattern, message: `rule ${pattern}` });

/**
 * One table of server rules, values and the verdict shared's one check (`shared/rules`) gives: every area and
 * dev-api run their own rule check over it, so the same rule gives the same verdict everywhere, anchored the
 * same way (docs/product-rules.md §5).
 */
export const RULE_CASES: readonly RuleCase[] = [
  { name: 'a value the whole pattern matches', rule: rule('[a-z0-9]{6,12}'), value: 'player01', verdict: 'ok' },
  { name: 'surrounding spaces are trimmed', rule: rule('[a-z0-9]{6,12}'), value: '  player01  ', verdict: 'ok' },
  { name: 'a longer value than an unanchored pattern', rule: rule('\\d{4}'), value: '123456', verdict: 'mismatch' },
  { name: 'an alternation is anchored as a whole', rule: rule('a|b'), value: 'ab', verdict: 'mismatch' },
  { name: 'a pattern with its own anchors', rule: rule('^\\d{4}$'), value: '1234', verdict: 'ok' },
  { name: 'a character the pattern refuses', rule: rule('[a-z0-9]{6,12}'), value: 'player01!', verdict: 'mismatch' },
  { name: 'a required value left blank', rule: rule('[a-z]+'), value: '   ', verdict: 'missing' },
  { name: 'an optional value left empty', rule: rule('[a-z]+', false), value: '', verdict: 'ok' },
  { name: 'an optional value that is filled is checked', rule: rule('\\d{10,11}', false), value: '12345', verdict: 'mismatch' },
  { name: 'a broken pattern checks presence only', rule: rule('(['), value: 'anything', verdict: 'ok' },
  { name: 'a disabled rule passes', rule: { ...rule('\\d+'), enabled: false }, value: 'letters', verdict: 'ok' },
  { name: 'letters of any language by their Unicode property', rule: rule("\\p{L}[\\p{L}\\p{M} '’-]*"), value: 'José Peña', verdict: 'ok' },
  { name: 'a Unicode property refuses what it does not name', rule: rule('\\p{L}+'), value: 'Jos3', verdict: 'mismatch' },
  { name: 'a pattern written for the older syntax still checks', rule: rule('\\d{2}\\-\\d{2}'), value: '12-34', verdict: 'ok' },
];
