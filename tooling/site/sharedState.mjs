// What the site server's processes must agree on, behind one small interface: which page-view reports were
// already counted, how many anonymous reports an address sent this minute, the canary counts, and who makes
// a decision that must be made once (a canary's abort). One process keeps it in memory, as `npm start` does;
// the edge's workers keep it in Redis (redisState.mjs), so a canary is judged on the reports of every worker
// and a report replayed to another worker is still counted once.
import { countFields, readStats, writeStats } from '../release/canaryStats.mjs';
import { oneUse } from '../release/viewTokens.mjs';

/** @typedef {import('../release/canaryStats.mjs').AreaStats} AreaStats */
/** @typedef {{ area: string, window: string, fields: string[] }} CountedFields  a report's counter fields (canaryStats.mjs `addField`) */

/**
 * @typedef {object} SharedState
 * @property {(key: string, expiresAt: number) => Promise<boolean>} firstUse  true the first time `key` is used
 *   before `expiresAt` (ms since the epoch)
 * @property {(address: string, perMinute: number) => Promise<boolean>} allow  whether `address` is within
 *   `perMinute` requests this minute
 * @property {(counted: CountedFields) => Promise<AreaStats>} count  counts a report's fields and answers its
 *   area's counts in the same window
 * @property {(key: string, ttlMs: number) => Promise<boolean>} claim  true for exactly one caller per `key`
 *   within `ttlMs`
 * @property {() => Promise<void>} flush  writes the counts to the deploy tree's release state, for `status`
 * @property {() => Promise<void>} close
 */

/**
 * At most `limit` requests per address per minute. The table is bounded: past `maxAddresses` it starts over.
 * @param {{ limit: number, maxAddresses?: number, now?: () => number }} o
 */
export function rateLimiter({ limit, maxAddresses = 10_000, now = Date.now }) {
  /** @type {Map<string, { count: number, resetAt: number }>} */
  const seen = new Map();
  return (/** @type {string} */ address) => {
    const t = now();
    let entry = seen.get(address);
    if (!entry || entry.resetAt <= t) {
      if (seen.size >= maxAddresses) seen.clear();
      entry = { count: 0, resetAt: t + 60_000 };
      seen.set(address, entry);
    }
    return ++entry.count <= limit;
  };
}

/**
 * The state of one process, with its counts read from and written to the deploy tree's release state.
 * @param {{ deployDir: string, now?: () => number }} options
 * @returns {SharedState}
 */
export function memoryState({ deployDir, now = Date.now }) {
  const used = oneUse(now);
  /** @type {Map<number, (address: string) => boolean>} */
  const limiters = new Map();
  const stats = readStats(deployDir);
  /** @type {Map<string, number>} */
  const claims = new Map();
  return {
    firstUse: async (key, expiresAt) => used(key, expiresAt),
    async allow(address, perMinute) {
      if (!limiters.has(perMinute)) limiters.set(perMinute, rateLimiter({ limit: perMinute, now }));
      return /** @type {(address: string) => boolean} */ (limiters.get(perMinute))(address);
    },
    count: async (counted) => countFields(stats, counted),
    async claim(key, ttlMs) {
      const held = claims.get(key);
      if (held !== undefined && held > now()) return false;
      claims.set(key, now() + ttlMs);
      return true;
    },
    flush: () => writeStats(deployDir, stats),
    close: async () => undefined,
  };
}

/**
 * The state the edge's workers share when `redisUrl` names a Redis server (`redis://…` or a unix socket path),
 * otherwise this process's own.
 * @param {string | undefined} redisUrl
 * @param {{ deployDir: string }} options
 * @returns {Promise<SharedState>}
 */
export async function sharedStateFrom(redisUrl, { deployDir }) {
  if (!redisUrl) return memoryState({ deployDir });
  const { redisState } = await import('./redisState.mjs');
  return redisState({ redisUrl, deployDir });
}
