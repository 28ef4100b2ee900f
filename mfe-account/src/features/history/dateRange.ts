/** Date-range presets of the game history. */
export const RANGE_PRESETS = ['today', 'week', 'month', 'quarter'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

const DAYS: Record<RangePreset, number> = { today: 1, week: 7, month: 30, quarter: 90 };

const pad = (n: number) => String(n).padStart(2, '0');

/** A local calendar day as 'YYYY-MM-DD' (the value of a date input). */
export const toDay = (date: Date): string => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The days a preset covers, ending today (today counts as one of them). */
export function presetRange(preset: RangePreset, now: Date): { from: string; to: string } {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (DAYS[preset] - 1));
  return { from: toDay(start), to: toDay(now) };
}

function parseDay(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return toDay(date) === day ? date : null;
}

/** The query of a day range: from the first day's midnight to the last day's last millisecond, local time. */
export function rangeQuery(from: string, to: string): { startTime: number; endTime: number } | null {
  const start = parseDay(from);
  const end = parseDay(to);
  if (!start || !end || start > end) return null;
  return { startTime: start.getTime(), endTime: new Date(end.getFullYear(), end.getMonth(), end.getDate() + 1).getTime() - 1 };
}
