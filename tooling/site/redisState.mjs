// The shared state (sharedState.mjs) of several site-server workers, in Redis: each operation is one atomic
// command or transaction, so two workers never count a report twice nor both make a once-only decision.
// Counts live in one hash per area (the counter fields of canaryStats.mjs `addField`: `<version>:loads`,
// `<version>:failures`, the vitals' histogram buckets) that starts over when the area's
// window changes (a new canary, a new pin), as the counts of one process do; `flush` writes the areas this
// worker counted into the deploy tree's release state, which `status` reads.
import { Redis } from 'ioredis';
import { addField, statsWritten, updateStats } from '../release/canaryStats.mjs';

/** Counts outlive any canary window. */
const COUNTS_TTL_S = 30 * 24 * 3600;

/** Counts one report's fields in its area's hash, which starts over when the window is not the one it counts. */
const COUNT_SCRIPT = `
if redis.call('HGET', KEYS[1], 'window') ~= ARGV[1] then
  redis.call('DEL', KEYS[1])
  redis.call('HSET', KEYS[1], 'window', ARGV[1])
end
for i = 3, #ARGV do redis.call('HINCRBY', KEYS[1], ARGV[i], 1) end
redis.call('EXPIRE', KEYS[1], ARGV[2])
return redis.call('HGETALL', KEYS[1])
`;

/**
 * @param {Record<string, string>} fields  counter field (canaryStats.mjs `addField`) → count, and the window
 * @param {string} window
 * @returns {import('../release/canaryStats.mjs').AreaStats}
 */
export function areaStatsOf(fields, window) {
  /** @type {import('../release/canaryStats.mjs').AreaStats} */
  const stats = { window, versions: {} };
  for (const [field, value] of Object.entries(fields)) if (field !== 'window') addField(stats, field, Number(value));
  return stats;
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
  redis.defineCommand('countFields', { numberOfKeys: 1, lua: COUNT_SCRIPT });

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
    async count({ area, window, fields }) {
      const pairs = /** @type {string[]} */ (
        await /** @type {any} */ (redis).countFields(`${prefix}beacons:${area}`, window, COUNTS_TTL_S, ...fields)
      );
      /** @type {Record<string, string>} */
      const hash = {};
      for (let i = 0; i + 1 < pairs.length; i += 2) hash[/** @type {string} */ (pairs[i])] = /** @type {string} */ (pairs[i + 1]);
      const stats = areaStatsOf(hash, window);
      counted.set(area, stats);
      return stats;
    },
    async claim(key, ttlMs) {
      return (await redis.set(`${prefix}claim:${key}`, String(process.pid), 'PX', Math.max(1, ttlMs), 'NX')) === 'OK';
    },
    flush() {
      // Nothing new: settles with the writes already under way (a flush just before may still be writing).
      if (!counted.size) return statsWritten(deployDir);
      const areas = new Map(counted);
      counted.clear();
      // The other areas as they are on disk when the write starts: another worker may have written them.
      return updateStats(deployDir, (stats) => {
        for (const [area, areaStats] of areas) stats[area] = areaStats;
        return stats;
      });
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
