// The shared state (sharedState.mjs) of several site-server workers, in Redis: each operation is one atomic
// command or transaction, so two workers never count a report twice nor both make a once-only decision.
// Counts live in one hash per area (`<version>:loads`, `<version>:failures`) that starts over when the area's
// window changes (a new canary, a new pin), as the counts of one process do; `flush` writes the areas this
// worker counted into the deploy tree's release state, which `status` reads.
import { Redis } from 'ioredis';
import { readStats, writeStats } from '../release/canaryStats.mjs';

/** Counts outlive any canary window. */
const COUNTS_TTL_S = 30 * 24 * 3600;

/** Counts one report in its area's hash, which starts over when the window is not the one it counts. */
const COUNT_SCRIPT = `
if redis.call('HGET', KEYS[1], 'window') ~= ARGV[1] then
  redis.call('DEL', KEYS[1])
  redis.call('HSET', KEYS[1], 'window', ARGV[1])
end
if ARGV[3] == '1' then redis.call('HINCRBY', KEYS[1], ARGV[2] .. ':loads', 1) end
if ARGV[4] == '1' then redis.call('HINCRBY', KEYS[1], ARGV[2] .. ':failures', 1) end
redis.call('EXPIRE', KEYS[1], ARGV[5])
return redis.call('HGETALL', KEYS[1])
`;

/**
 * @param {Record<string, string>} fields  `<version>:loads|failures` → count
 * @param {string} window
 * @returns {import('../release/canaryStats.mjs').AreaStats}
 */
export function areaStatsOf(fields, window) {
  /** @type {Record<string, { loads: number, failures: number }>} */
  const versions = {};
  for (const [field, value] of Object.entries(fields)) {
    const at = field.lastIndexOf(':');
    const version = field.slice(0, at);
    const which = field.slice(at + 1);
    if (which !== 'loads' && which !== 'failures') continue;
    (versions[version] ??= { loads: 0, failures: 0 })[which] = Number(value);
  }
  return { window, versions };
}

/**
 * `prefix` keeps the keys of one site apart from another's on the same Redis.
 * @param {{ redisUrl: string, deployDir: string, prefix?: string, now?: () => number }} options
 * @returns {import('./sharedState.mjs').SharedState}
 */
export function redisState({ redisUrl, deployDir, prefix = 'm:', now = Date.now }) {
  const redis = redisUrl.startsWith('redis://')
    ? new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : new Redis({ path: redisUrl, maxRetriesPerRequest: 2 });
  redis.on('error', (error) => console.error(`shared state: ${error.message}`));
  /** @type {Map<string, import('../release/canaryStats.mjs').AreaStats>} */
  const counted = new Map();
  redis.defineCommand('countBeacon', { numberOfKeys: 1, lua: COUNT_SCRIPT });

  return {
    async firstUse(key, expiresAt) {
      const ttl = Math.max(1, Math.ceil(expiresAt - now()));
      return (await redis.set(`${prefix}used:${key}`, '1', 'PX', ttl, 'NX')) === 'OK';
    },
    async allow(address, perMinute) {
      const key = `${prefix}rate:${address}:${Math.floor(now() / 60_000)}`;
      const [[, sent]] = /** @type {[[Error | null, number], unknown]} */ (await redis.multi().incr(key).expire(key, 61).exec());
      return sent <= perMinute;
    },
    async countBeacon({ area, version, kind, window }) {
      const flag = (/** @type {boolean} */ yes) => (yes ? '1' : '0');
      const pairs = /** @type {string[]} */ (
        await /** @type {any} */ (redis).countBeacon(
          `${prefix}beacons:${area}`,
          window,
          version,
          flag(kind !== 'render'),
          flag(kind !== 'loaded'),
          COUNTS_TTL_S,
        )
      );
      /** @type {Record<string, string>} */
      const fields = {};
      for (let i = 0; i + 1 < pairs.length; i += 2) fields[/** @type {string} */ (pairs[i])] = /** @type {string} */ (pairs[i + 1]);
      const stats = areaStatsOf(fields, window);
      counted.set(area, stats);
      return stats;
    },
    async claim(key, ttlMs) {
      return (await redis.set(`${prefix}claim:${key}`, String(process.pid), 'PX', Math.max(1, ttlMs), 'NX')) === 'OK';
    },
    flush() {
      if (!counted.size) return;
      const stats = readStats(deployDir);
      for (const [area, areaStats] of counted) stats[area] = areaStats;
      writeStats(deployDir, stats);
      counted.clear();
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
