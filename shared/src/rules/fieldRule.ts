/**
 * The one check of a server-supplied field rule (docs/product-rules.md §5: register, login, password and feedback
 * rules), used by every form and by dev-api. State-free and import-free (the `shared/rules` subpath).
 */
export interface RuleToCheck {
  enabled: boolean;
  required: boolean;
  /** A JavaScript regular expression source, tested against the whole trimmed value. */
  pattern: string;
  message: string;
}

export type RuleVerdict = 'ok' | 'missing' | 'mismatch';

const compiled = new Map<string, RegExp | null>();

/**
 * The pattern anchored at both ends, in Unicode mode (so `\p{L}`, a letter of any language, works and a character
 * outside the BMP is one character); a pattern written for the older syntax that Unicode mode refuses (`\-` outside
 * a class) is read the older way. Null for a broken pattern, which checks presence only.
 */
function wholeValue(pattern: string): RegExp | null {
  if (!compiled.has(pattern)) {
    const source = `^(?:${pattern})$`;
    let regex: RegExp | null = null;
    for (const flags of ['u', '']) {
      try {
        regex = new RegExp(source, flags);
        break;
      } catch {
        // A broken pattern from the server must not lock the user out.
      }
    }
    compiled.set(pattern, regex);
  }
  return compiled.get(pattern) ?? null;
}

/**
 * A disabled rule passes (unless `forceRequired`); an empty (trimmed) value is `missing` when required and
 * passes otherwise; any other value must match the whole pattern.
 */
export function checkFieldRule(rule: RuleToCheck | undefined, value: unknown, { forceRequired = false } = {}): RuleVerdict {
  if (!rule || (!rule.enabled && !forceRequired)) return 'ok';
  const text = typeof value === 'string' ? value.trim() : value === undefined || value === null ? '' : String(value);
  if (!text) return rule.required || forceRequired ? 'missing' : 'ok';
  if (!rule.pattern) return 'ok';
  const regex = wholeValue(rule.pattern);
  return regex && !regex.test(text) ? 'mismatch' : 'ok';
}
