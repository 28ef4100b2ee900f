import type { HistoryEntry } from '../api/types';

export const ALL_AREAS = '';

/** The audit log's entries of one area (or all), newest first. */
export function filterHistory(entries: HistoryEntry[], area: string): HistoryEntry[] {
  const chosen = area === ALL_AREAS ? entries : entries.filter((e) => e.area === area);
  return chosen
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => Date.parse(b.entry.at) - Date.parse(a.entry.at) || b.index - a.index)
    .map(({ entry }) => entry);
}
