import { useLocation } from 'react-router-dom';
import { sessionStore, type Game } from 'shared';
import type { BrowseFilters } from '../model/browsing';

/** What a game list looked like, kept for the tab so a player coming back from a game finds their place. */
export interface ListMemory {
  /** The list's place: its history entry, path and query (see `useListPlace`). */
  url: string;
  /** The search box as typed. */
  typed?: string;
  browse?: { filters: BrowseFilters; games: Game[]; page: number; totalPages: number };
  scrollY?: number;
}

const KEY = 'm.lobby.listMemory';

const isMemory = (value: unknown): value is ListMemory => typeof (value as ListMemory | null)?.url === 'string';

/** How this document was reached: 'navigate' (typed, a link, a fresh visit), 'reload' or 'back_forward'. */
function documentArrival(): string | undefined {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return undefined;
  return (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type;
}

/**
 * A visit started afresh keeps no list's place: the first history entry of every fresh load has the same
 * router key, so without this a new visit to a list would reopen where an earlier visit left it. The way
 * back from a game that replaced the site arrives as 'back_forward' and keeps it.
 */
export function forgetListsOnFreshVisit(arrival = documentArrival()): void {
  if (arrival === 'navigate') sessionStore.remove(KEY);
}

forgetListsOnFreshVisit();

/** The remembered state of the list at `url`, if the last list the player left was that one. */
export function recallList(url: string): ListMemory | null {
  const memory = sessionStore.getJson(KEY, isMemory);
  return memory?.url === url ? memory : null;
}

/** Remember part of the list at `url` (docs/product-rules.md §4, 4.18); another list's memory is replaced. */
export function rememberList(url: string, part: Omit<ListMemory, 'url'>): void {
  const current = recallList(url) ?? { url };
  sessionStore.setJson(KEY, { ...current, ...part, url });
}

/**
 * The place of the list on screen: its history entry (which survives a game replacing the site and the way
 * back), path and query. A new visit to the same address starts afresh.
 */
export function useListPlace(): string {
  const { key, pathname, search } = useLocation();
  return `${key} ${pathname}${search}`;
}
