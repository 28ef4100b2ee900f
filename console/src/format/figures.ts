// How the console writes its figures: rates in percent with one decimal, durations in ms below a second and
// in seconds with two decimals above, CLS with two decimals (three below 0.01), counts with the language's
// grouping, moments in the reader's time zone. A missing figure is null: the screen says "no sample".
import type { Counts, Figure, VitalName } from '../api/types';

export type Language = 'en' | 'pt';

/** Failed loads among loads, 0..1, or null before the first load. */
export const failureRate = (counts: Counts | null): number | null =>
  counts && counts.loads > 0 ? Math.min(1, counts.failures / counts.loads) : null;

const numberFormat = (language: Language, digits: number) =>
  new Intl.NumberFormat(language === 'pt' ? 'pt-BR' : 'en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export function formatRate(rate: number | null, language: Language): string | null {
  return rate === null ? null : `${numberFormat(language, 1).format(rate * 100)} %`;
}

export function formatCount(n: number, language: Language): string {
  return numberFormat(language, 0).format(n);
}

export function formatFigure(name: VitalName, value: Figure, language: Language): string | null {
  if (value === null) return null;
  if (name === 'cls') return numberFormat(language, value > 0 && value < 0.01 ? 3 : 2).format(value);
  if (value < 1000) return `${numberFormat(language, 0).format(value)} ms`;
  return `${numberFormat(language, 2).format(value / 1000)} s`;
}

export function formatMoment(iso: string, language: Language, timeZone?: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return new Intl.DateTimeFormat(language === 'pt' ? 'pt-BR' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(at);
}
