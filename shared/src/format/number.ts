/** The locale a language writes numbers in: Brazilian Portuguese for 'pt' (the site's variety), English otherwise. */
export const numberLocale = (language: string): string => (language.startsWith('pt') ? 'pt-BR' : 'en-US');

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(language: string, decimals: number | undefined): Intl.NumberFormat {
  const locale = numberLocale(language);
  const key = `${locale}/${decimals ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      locale,
      decimals === undefined ? {} : { minimumFractionDigits: decimals, maximumFractionDigits: decimals },
    );
    formats.set(key, format);
  }
  return format;
}

/**
 * A number grouped the way the player's language writes it (`1,234.5` in English, `1.234,5` in Portuguese);
 * `decimals` fixes the decimals shown. Not a number reads as 0, so a bad answer never shows `NaN`.
 */
export function formatNumber(value: number, language: string, { decimals }: { decimals?: number } = {}): string {
  return numberFormat(language, decimals).format(Number.isFinite(value) ? value : 0);
}
