import { numberLocale } from './number';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(language: string): Intl.DateTimeFormat {
  const locale = numberLocale(language);
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormats.set(locale, format);
  }
  return format;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A moment (epoch ms) as the player's language writes a date, then the 24-hour time, in local time: `11/09/2026 17:49`
 * in English, `09/11/2026 17:49` in Portuguese. The time is written here rather than by `Intl`, whose separators
 * differ between the server's and the browser's ICU, and a server-rendered page must read the same in both. A value
 * that is not a moment reads as ''.
 */
export function formatDateTime(ms: number, language: string): string {
  const date = new Date(ms);
  if (!Number.isFinite(date.getTime())) return '';
  return `${dateFormat(language).format(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
