/** The locale a language writes numbers in: Brazilian Portuguese for 'pt' (the site's variety), English otherwise. */
export const numberLocale = (language: string): string => (language.startsWith('pt') ? 'pt-BR' : 'en-US');

/** How each locale of the site writes a number: the one thing of `Intl.NumberFormat` the site uses. */
const MARKS: Record<string, { group: string; decimal: string }> = {
  'en-US': { group: ',', decimal: '.' },
  'pt-BR': { group: '.', decimal: ',' },
};

/** Decimals shown when none are fixed, as `Intl.NumberFormat` shows them by default. */
const DEFAULT_MAX_DECIMALS = 3;

/**
 * `digits` (a non-negative decimal without exponent, e.g. '1.005') rounded to `places` decimals, a tie away from
 * zero: the digits `Intl.NumberFormat` rounds, which are the shortest ones that read back as the same number
 * (`String(1.005)`), not the binary value `toFixed` rounds (1.00499…).
 */
function roundDecimal(digits: string, places: number): { whole: string; fraction: string } {
  const [whole = '0', fraction = ''] = digits.split('.');
  if (fraction.length <= places) return { whole, fraction: fraction.padEnd(places, '0') };
  const kept = `${whole}${fraction.slice(0, places)}`;
  const roundedUp = Number(fraction[places]) >= 5;
  let rounded = kept;
  if (roundedUp) {
    const figures = [...kept];
    let index = figures.length - 1;
    while (index >= 0 && figures[index] === '9') figures[index--] = '0';
    if (index < 0) figures.unshift('1');
    else figures[index] = String(Number(figures[index]) + 1);
    rounded = figures.join('');
  }
  return { whole: rounded.slice(0, rounded.length - places) || '0', fraction: places ? rounded.slice(-places) : '' };
}

let fallbacks: Map<string, Intl.NumberFormat> | undefined;
/** Numbers too large or too small to be written without an exponent: never money, but still written right. */
function intlFormat(value: number, locale: string, decimals: number | undefined): string {
  fallbacks ??= new Map();
  const key = `${locale}/${decimals ?? ''}`;
  let format = fallbacks.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      locale,
      decimals === undefined ? {} : { minimumFractionDigits: decimals, maximumFractionDigits: decimals },
    );
    fallbacks.set(key, format);
  }
  return format.format(value);
}

/**
 * A number grouped the way the player's language writes it (`1,234.5` in English, `1.234,5` in Portuguese);
 * `decimals` fixes the decimals shown. Not a number reads as 0, so a bad answer never shows `NaN`. Written here
 * rather than by `Intl.NumberFormat`, whose first use on a page loads ICU's number data (52–83 ms of a phone's
 * main thread inside home's take-over, measured at 4× CPU); it reads the same as `Intl` for every number the
 * site shows (number.test.ts compares the two), on the server and in any browser.
 */
export function formatNumber(value: number, language: string, { decimals }: { decimals?: number } = {}): string {
  const number = Number.isFinite(value) ? value : 0;
  const locale = numberLocale(language);
  const digits = String(Math.abs(number));
  if (digits.includes('e')) return intlFormat(number, locale, decimals);
  const rounded = roundDecimal(digits, decimals ?? DEFAULT_MAX_DECIMALS);
  const fraction = decimals === undefined ? rounded.fraction.replace(/0+$/, '') : rounded.fraction;
  const { group, decimal } = MARKS[locale] ?? MARKS['en-US']!;
  const whole = rounded.whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const sign = number < 0 || Object.is(number, -0) ? '-' : '';
  return `${sign}${whole}${fraction ? `${decimal}${fraction}` : ''}`;
}
