/** What a rule that takes digits only asks for: how many (the digits it must start with counted in), and that start. */
export interface DigitsFormat {
  min: number;
  max: number;
  /** Digits the value must start with ('' for any). */
  prefix: string;
}

/**
 * Reads the format of a server rule that takes digits only (`^\d{6}$`, `^\d{10,12}$`, `^09\d{9}$`; anchors optional),
 * so a form can say it before anything is typed, in the player's language; null for any other pattern.
 */
export function digitsFormat(pattern: string): DigitsFormat | null {
  const match = /^\^?(\d*)\\d\{(\d+)(?:,(\d+))?\}\$?$/.exec(pattern.trim());
  if (!match) return null;
  const [, prefix = '', least = '', most] = match;
  const min = prefix.length + Number(least);
  const max = prefix.length + Number(most ?? least);
  return max >= min ? { min, max, prefix } : null;
}
