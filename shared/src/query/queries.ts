import { bus } from '../bus/bus';
import { createQueryCache, type QueryCache, type QueryPolicy } from './queryCache';

/** The page's one query cache (lives in `shared`, a singleton, so every area reads through the same one). */
export const queryCache = createQueryCache();

let cacheInUse: () => QueryCache = () => queryCache;

/**
 * Server render only: reads go to the cache this returns (each request's own) instead of the page's one, so
 * one request's answers never leak into another's.
 */
export function readThrough(source: () => QueryCache): void {
  cacheInUse = source;
}

/** Freshness of the reads (docs/product-rules.md §9 refreshes balances every minute; settings change rarely). */
export const FRESH_MS = { balance: 10_000, content: 60_000, settings: 10 * 60_000 } as const;

/** The policy of a read that sets none: content that is the same for everyone, fresh for a minute. */
export const DEFAULT_POLICY: QueryPolicy = { staleMs: FRESH_MS.content };

/** A read's key: method, path and query (sorted; the cache-busting `t` left out). */
export function requestKey(method: string, url: string, params?: Record<string, unknown>): string {
  const query = Object.entries(params ?? {})
    .filter(([name, value]) => name !== 't' && value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return `${method} ${url}${query ? `?${query}` : ''}`;
}

let collecting: Set<string> | undefined;

/**
 * Runs `load` and names the cached reads it starts before its first `await` (where endpoint calls and
 * `Promise.all` start theirs): the keys a screen asks again for when they are invalidated.
 */
export function collectReads<T>(load: () => T): { result: T; keys: Set<string> } {
  const outer = collecting;
  const keys = new Set<string>();
  collecting = keys;
  try {
    return { result: load(), keys };
  } finally {
    collecting = outer;
  }
}

/** A read through the page's cache, noted for the screen whose load makes it (the client's every GET). */
export function readQuery<T>(key: string, load: () => Promise<T>, policy: QueryPolicy): Promise<T> {
  collecting?.add(key);
  return cacheInUse().read(key, load, policy);
}

bus.on('session:changed', () => queryCache.dropSession());
bus.on('balance:refresh', () => queryCache.invalidateTag('balance'));
bus.on('language:changed', () => queryCache.invalidateTag('language'));

/** Answers that belong to the signed-in player. */
export const SESSION_POLICY: QueryPolicy = { staleMs: FRESH_MS.content, perSession: true };
/** A signed-in player's content with texts in their language (notices, inbox, rewards, referral): asked again on a language change. */
export const SESSION_CONTENT_POLICY: QueryPolicy = { ...SESSION_POLICY, tags: ['language'] };
/** The wallet: short-lived, and asked again on 'balance:refresh'. */
export const BALANCE_POLICY: QueryPolicy = { staleMs: FRESH_MS.balance, perSession: true, tags: ['balance'] };
/** Settings and catalogues that change rarely. */
export const SETTINGS_POLICY: QueryPolicy = { staleMs: FRESH_MS.settings };
/** Reads shared only while in flight: counts and checks whose answer changes with what the player does. */
export const IN_FLIGHT_ONLY: QueryPolicy = { staleMs: 0 };

/**
 * Runs a write and, once it succeeded, marks stale the reads it changed (`GET /path` prefixes, or `#tag`),
 * so every screen showing them asks again instead of showing the value from before the write.
 */
export async function writeThen<T>(write: Promise<T>, ...changed: string[]): Promise<T> {
  const value = await write;
  for (const target of changed) {
    if (target.startsWith('#')) queryCache.invalidateTag(target.slice(1));
    else queryCache.invalidate(target);
  }
  return value;
}
