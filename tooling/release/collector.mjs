// The collector of players' remote load and render reports (POST /__release/beacon, served by the site
// server): area, version and what happened, nothing about the player. Each page the site serves gets a
// signed page-view token (viewTokens.mjs) in an HttpOnly cookie sent only to /__release/; a report counts
// only with a valid token naming its version, once per page view, area, version and kind, and only for the
// versions the release manifest gives players (the pin and a running canary). Reports without one are
// answered like any other and counted nowhere (and limited per address). A canary that fails more often than
// the stable version by more than its margin, over its minimum sample of distinct page views, is aborted.
import { readFileSync, statSync } from 'node:fs';
import { abortReason, BEACON_KINDS, count, readStats, windowOf, writeStats } from './canaryStats.mjs';
import { AREAS, releaseFiles } from './files.mjs';
import { canaryOf, pinStack } from './history.mjs';
import { abort } from './release.mjs';
import { mintViewToken, oneUse, readViewToken, viewKey } from './viewTokens.mjs';

export const BEACON_PATH = '/__release/beacon';
/** The page-view token's cookie: HttpOnly, sent only with reports. */
export const VIEW_COOKIE = 'm_view';

/**
 * Whether a request asks for a page (what the site answers with the shell), not a file, a backend call or a
 * report.
 * @param {{ method: string, url: string }} request
 */
export function isPageRequest({ method, url }) {
  const pathname = url.split('?')[0] ?? url;
  if (method !== 'GET' || /^\/(wps|remotes|__release)\//.test(pathname) || pathname.startsWith('/.')) return false;
  return !/\.[a-z0-9]+$/i.test(pathname) || pathname.endsWith('.html');
}

/**
 * The versions a page served now may report, per area: the pin, its fallback and a running canary.
 * @param {any} registry
 * @returns {Record<string, string[]>}
 */
function reportableVersions(registry) {
  /** @type {Record<string, string[]>} */
  const versions = {};
  for (const area of AREAS) {
    const history = registry.remotes[area]?.history ?? [];
    const stack = pinStack(history);
    const list = [stack.at(-1), stack.at(-2), canaryOf(history)?.version].filter((v) => typeof v === 'string');
    if (list.length) versions[area] = [...new Set(list)];
  }
  return versions;
}

/** @param {string | undefined} header @param {string} name */
function cookie(header, name) {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
const MAX_BODY = 512;

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

/** @param {string} deployDir */
function registryReader(deployDir) {
  const file = releaseFiles(deployDir).registry;
  let stamp = -1;
  /** @type {any} */
  let registry = { remotes: {} };
  return () => {
    const mtime = statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (mtime !== stamp) {
      try {
        registry = JSON.parse(readFileSync(file, 'utf8'));
      } catch {
        registry = { remotes: {} };
      }
      stamp = mtime;
    }
    return registry;
  };
}

/**
 * A beacon's fields when it is well formed, otherwise null.
 * @param {unknown} body
 */
export function parseBeacon(body) {
  let doc = body;
  if (typeof body === 'string') {
    try {
      doc = JSON.parse(body);
    } catch {
      return null;
    }
  }
  if (!doc || typeof doc !== 'object') return null;
  const { area, version, kind } = /** @type {Record<string, unknown>} */ (doc);
  if (typeof area !== 'string' || !AREAS.includes(area)) return null;
  if (typeof version !== 'string' || !/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(version) || version.length > 64) return null;
  if (typeof kind !== 'string' || !BEACON_KINDS.includes(kind)) return null;
  return { area, version, kind };
}

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{ deployDir: string, perMinute?: number, flushMs?: number, log?: (line: string) => void }} options
 */
export function registerBeaconCollector(app, { deployDir, perMinute = 120, flushMs = 200, log = console.log }) {
  const allowed = rateLimiter({ limit: perMinute });
  const registry = registryReader(deployDir);
  const stats = readStats(deployDir);
  const key = viewKey(deployDir);
  const firstUse = oneUse();
  /** @type {NodeJS.Timeout | undefined} */
  let flush;

  // Every page served carries its page-view token (a page from a cache, the worker's offline page, has none).
  app.addHook('onRequest', async (request, reply) => {
    if (!isPageRequest(request)) return;
    const token = mintViewToken(key, reportableVersions(registry()));
    const secure = request.protocol === 'https' ? '; Secure' : '';
    reply.header('Set-Cookie', `${VIEW_COOKIE}=${token}; Path=/__release/; Max-Age=900; HttpOnly; SameSite=Strict${secure}`);
  });

  app.post(BEACON_PATH, { bodyLimit: MAX_BODY }, async (request, reply) => {
    const beacon = parseBeacon(request.body);
    if (!beacon) return reply.code(400).send({ message: 'a report is { area, version, kind } of a known area' });
    const view = readViewToken(key, cookie(request.headers.cookie, VIEW_COOKIE));
    if (!view?.versions[beacon.area]?.includes(beacon.version)) {
      // No evidence of a page view that ran this version: not counted. Limited, as anything anonymous is.
      if (!allowed(request.ip)) return reply.code(429).send({ message: 'too many reports' });
      return reply.code(204).send();
    }
    const phase = beacon.kind === 'render' ? 'render' : 'load';
    if (!firstUse(`${view.id} ${beacon.area} ${beacon.version} ${phase}`, view.exp)) return reply.code(204).send();
    const history = registry().remotes[beacon.area]?.history ?? [];
    const pinned = pinStack(history).at(-1);
    const canary = canaryOf(history);
    if (!pinned || (beacon.version !== pinned && beacon.version !== canary?.version)) return reply.code(204).send();
    count(stats, { ...beacon, window: windowOf(canary, pinned) });
    clearTimeout(flush);
    flush = setTimeout(() => writeStats(deployDir, stats), flushMs);
    if (canary) {
      const versions = stats[beacon.area]?.versions ?? {};
      const reason = abortReason({ canary: versions[canary.version], stable: versions[pinned] }, canary);
      if (reason) {
        try {
          abort({ deployDir, area: beacon.area, command: 'collector', by: 'collector', reason, startedAt: canary.at });
          writeStats(deployDir, stats);
          log(`aborted the canary of ${beacon.area}@${canary.version}: ${reason}`);
        } catch (error) {
          log(`could not abort the canary of ${beacon.area}@${canary.version}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }
    return reply.code(204).send();
  });
  app.addHook('onClose', async () => {
    clearTimeout(flush);
    writeStats(deployDir, stats);
  });
}
