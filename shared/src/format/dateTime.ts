import { numberLocale } from './number';

/**
 * The platform's time zone (Philippine time, UTC+8, no daylight saving): every moment is shown in it, on every
 * device and on the server, as the backend writes its own dates. A page rendered on the server then reads the same
 * when the browser takes it over, wherever the phone or the server is.
 */
const SITE_TIME_ZONE = 'Asia/Manila';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(language: string): Intl.DateTimeFormat {
  const locale = numberLocale(language);
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: SITE_TIME_ZONE });
    dateFormats.set(locale, format);
  }
  return format;
}

let clock: Intl.DateTimeFormat | undefined;
/**
 * Made on first use, not when the module loads: a page's first `Intl.DateTimeFormat` loads ICU's date data (about
 * 70 ms of a phone's main thread, measured at 4× CPU), which a page that shows no time, such as home, never pays.
 */
const clockFormat = () =>
  (clock ??= new Intl.DateTimeFormat('en-GB', { hour: 'numeric', minute: 'numeric', hourCycle: 'h23', timeZone: SITE_TIME_ZONE }));
const pad = (value: string | undefined) => (value ?? '').padStart(2, '0');

/**
 * A moment (epoch ms) as the player's language writes a date, then the 24-hour time, in the platform's time zone:
 * `11/09/2026 17:49` in English, `09/11/2026 17:49` in Portuguese. The time is written here from its numbers rather
 * than by `Intl`, whose separators differ between the server's and the browser's ICU, and a server-rendered page
 * must read the same in both. A value that is not a moment reads as ''.
 */
export function formatDateTime(ms: number, language: string): string {
  const date = new Date(ms);
  if (!Number.isFinite(date.getTime())) return '';
  const parts = clockFormat().formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${dateFormat(language).format(date)} ${pad(part('hour'))}:${pad(part('minute'))}`;
}
