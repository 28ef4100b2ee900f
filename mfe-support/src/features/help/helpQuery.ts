import type { HelpItem } from 'shared';

/** Which section and child of the help list are open: indexes into the list, or null. */
export interface HelpTarget {
  section: number | null;
  child: number | null;
}

const NONE: HelpTarget = { section: null, child: null };

/** A non-negative whole number from the query, or null. */
export function queryIndex(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  return Number(raw.trim());
}

/**
 * The section and child the query names (`/m/help?p=index&tag=tag&c=childIndex`). A tag that matches a
 * section wins over `p`; indexes outside the list open nothing; `c` only counts inside an open section.
 */
export function helpTarget(items: readonly HelpItem[], query: URLSearchParams): HelpTarget {
  const tag = query.get('tag')?.trim().toLowerCase();
  const byTag = tag ? items.findIndex((item) => item.tag?.toLowerCase() === tag) : -1;
  const p = queryIndex(query.get('p'));
  const section = byTag >= 0 ? byTag : p !== null && p < items.length ? p : null;
  if (section === null) return NONE;
  const c = queryIndex(query.get('c'));
  const children = items[section]?.children ?? [];
  return { section, child: c !== null && c < children.length ? c : null };
}

/** Section titles are numbered from 1. */
export const numberedTitle = (index: number, title: string): string => `${index + 1}. ${title}`;

/** The query that opens `target` (used when the user opens or closes a section or child). */
export function targetQuery(target: HelpTarget): Record<string, string> {
  if (target.section === null) return {};
  return target.child === null ? { p: String(target.section) } : { p: String(target.section), c: String(target.child) };
}
