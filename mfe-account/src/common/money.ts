import { formatNumber } from 'shared';

/** The marks the language writes numbers with, read from shared's formatter: `,` and `.` in English, `.` and `,` in Portuguese. */
function numberMarks(language: string): { group: string; decimal: string } {
  const sample = formatNumber(1000.5, language, { decimals: 1 });
  return { group: sample.charAt(1), decimal: sample.charAt(5) };
}

/**
 * Reads a typed amount with up to two decimals, as the player's language writes it (`1,000.5` in English,
 * `1.000,5` in Portuguese). Thousands are separated by the language's mark only; either mark before one or two
 * final digits is the decimal one (a phone's decimal keypad may offer only `.`). NaN when it is not such a number.
 */
export function parseAmount(text: string, language: string): number {
  const match = /^(\d+)((?:[.,]\d{3})*)(?:([.,])(\d{1,2}))?$/.exec(text.trim());
  if (!match) return Number.NaN;
  const [, head = '', groups = '', decimalMark, decimals] = match;
  const { group } = numberMarks(language);
  const groupsWellFormed = !groups || (head.length <= 3 && groups.replace(/\d/g, '') === group.repeat(groups.length / 4));
  if (!groupsWellFormed || (groups && decimalMark === group)) return Number.NaN;
  return Number(`${head}${groups.replace(/[.,]/g, '')}${decimals ? `.${decimals}` : ''}`);
}
