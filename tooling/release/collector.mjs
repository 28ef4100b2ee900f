// The collector of players' remote load and render reports (POST /__release/beacon, served by the site
// server): area, version and what happened, nothing about the player. Each page view asks for a signed
// page-view token (POST /__release/view, viewTokens.mjs) before its first report, kept in an HttpOnly cookie
// sent only to /__release/ (not on the page's own response, so a guest's page can be cached whole); a report counts
// only with a valid token naming its version, once per page view, area, version and kind, and only for the
// versions the release manifest gives players (the pin and a running canary). Reports without one are
// answered like any other and counted nowhere (and limited per address). A canary that fails more often than
// the stable version by more than its margin, over its minimum sample of distinct page views, is aborted.
// A sampled share of page views (the token says which) also report their Web Vitals once, on page hide
// (POST /__release/vitals, vitals.mjs): a canary whose players feel it slower than the stable version is
// aborted too.
import { memoryState } from '../site/sharedState.mjs';
import { bodyObject, isReleaseVersion } from './beaconBody.mjs';
import { abortReason, BEACON_KINDS, beaconFields, windowOf } from './canaryStats.mjs';
import { AREAS, registryWhenChanged } from './files.mjs';
import { canaryOf, pinStack } from './history.mjs';
import { abort } from './release.mjs';
import { recordTimeline } from './timeline.mjs';
import { mintViewToken, readViewToken, viewKey } from './viewTokens.mjs';
import { parseVitals, vitalsAbortReason, vitalsFields } from './vitals.mjs';

export const BEACON_PATH = '/__release/beacon';
/** Where a sampled page view reports its Web Vitals. */
export const VITALS_PATH = '/__release/vitals';
/** Where a page view gets its token. */
export const VIEW_PATH = '/__release/view';
/** The page-view token's cookie: HttpOnly, sent only with reports. */
export const VIEW_COOKIE = 'm_view';

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
/** A vitals report names up to five areas and a route. */
const MAX_VITALS_BODY = 1024;
/** How often an area's timeline gets a point while reports come in. */
const TIMELINE_EVERY_MS = 10_000;

/**
 * A beacon's fields when it is well formed, otherwise null.
 * @param {unknown} body
 */
export function parseBeacon(body) {
  const doc = bodyObject(body);
  if (!doc) return null;
  const { area, version, kind } = doc;
  if (typeof area !== 'string' || !AREAS.includes(area)) return null;
  if (!isReleaseVersion(version)) return null;
  if (typeof kind !== 'string' || !BEACON_KINDS.includes(kind)) return null;
  return { area, version, kind };
}

/** How long the decision to abort a canary is held: the abort itself takes milliseconds. */
const DECISION_MS = 60_000;

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{ deployDir: string, state?: import('../site/sharedState.mjs').SharedState, perMinute?: number, flushMs?: number,
 *   vitalsSampleRate?: number, log?: (line: string) => void, now?: () => number }} options
 *   `state`: what the site's processes share (counts, used page views, rate limits); this process's own by default.
 *   `vitalsSampleRate`: the share of page views (0 to 1) asked to report their Web Vitals.
 */
export function registerBeaconCollector(
  app,
  {
    deployDir,
    state = memoryState({ deployDir }),
    perMinute = 120,
    flushMs = 200,
    vitalsSampleRate = 1,
    log = console.log,
    now = Date.now,
  },
) {
  const registry = registryWhenChanged(deployDir);
  const key = viewKey(deployDir);
  /** @type {NodeJS.Timeout | undefined} */
  let flush;
  /** The counts last seen per area since they were written, for its timeline. @type {Map<string, { stats: import('./canaryStats.mjs').AreaStats, pinned: string, canary: string | null }>} */
  const counted = new Map();
  /** @type {Map<string, number>} */
  const timelineWritten = new Map();
  // The counts on disk are for `status`: a write that fails (a full disk, a tree being replaced) costs a report, never the server.
  // `whole`: every area's timeline gets its point now (an abort, the end), not only those due one.
  const couldNotWrite = (/** @type {unknown} */ error) =>
    log(`could not write the report counts: ${error instanceof Error ? error.message : String(error)}`);
  /** @returns {Promise<void>} once the counts are on disk (written off the event loop) */
  const flushNow = (whole = false) => {
    let written = Promise.resolve();
    try {
      written = state.flush().catch(couldNotWrite);
      for (const [area, { stats, pinned, canary }] of counted) {
        if (!whole && now() - (timelineWritten.get(area) ?? 0) < TIMELINE_EVERY_MS) continue;
        recordTimeline(deployDir, area, stats, { pinned, canary, now: now() });
        timelineWritten.set(area, now());
        counted.delete(area);
      }
    } catch (error) {
      couldNotWrite(error);
    }
    return written;
  };
  // Written `flushMs` after the first report not yet written, also while reports keep coming.
  const flushSoon = () => {
    flush ??= setTimeout(() => {
      flush = undefined;
      void flushNow();
    }, flushMs);
  };

  /**
   * The pin and running canary of an area now, or null when `version` is neither (its reports count nowhere).
   * @param {string} area @param {string} version
   */
  const judged = (area, version) => {
    const history = registry().remotes[area]?.history ?? [];
    const pinned = pinStack(history).at(-1);
    const canary = canaryOf(history);
    if (!pinned || (version !== pinned && version !== canary?.version)) return null;
    return { pinned, canary };
  };

  /**
   * Count a report's fields, then abort the area's canary if its figures now say so.
   * @param {string} area @param {{ pinned: string, canary: import('./history.mjs').Canary | null }} releases
   * @param {string[]} fields
   * @param {(stats: import('./canaryStats.mjs').AreaStats, canary: import('./history.mjs').Canary) => string | null} reasonOf
   */
  async function countAndJudge(area, { pinned, canary }, fields, reasonOf) {
    const stats = await state.count({ area, window: windowOf(canary, pinned), fields });
    counted.set(area, { stats, pinned, canary: canary?.version ?? null });
    flushSoon();
    const reason = canary && reasonOf(stats, canary);
    // One decision for the whole site: the worker that claims it aborts and logs; the others count on.
    if (!canary || !reason || !(await state.claim(`abort ${area} ${canary.at}`, DECISION_MS))) return;
    try {
      abort({ deployDir, area, command: 'collector', by: 'collector', reason, startedAt: canary.at });
      void flushNow(true);
      log(`aborted the canary of ${area}@${canary.version}: ${reason}`);
    } catch (error) {
      log(`could not abort the canary of ${area}@${canary.version}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  // A page view's token, asked once by the page before its first report; the answer says whether this page
  // view is one of the sample that reports its Web Vitals.
  app.post(VIEW_PATH, { bodyLimit: MAX_BODY }, async (request, reply) => {
    const vitals = Math.random() < vitalsSampleRate;
    const token = mintViewToken(key, reportableVersions(registry()), { vitals });
    const secure = request.protocol === 'https' ? '; Secure' : '';
    return reply
      .code(200)
      .header('Cache-Control', 'no-store')
      .header('Set-Cookie', `${VIEW_COOKIE}=${token}; Path=/__release/; Max-Age=900; HttpOnly; SameSite=Strict${secure}`)
      .send({ vitals });
  });

  /** The page-view token a report came with, when it is valid. @param {import('fastify').FastifyRequest} request */
  const viewOf = (request) => readViewToken(key, cookie(request.headers.cookie, VIEW_COOKIE));

  /** Reports without evidence of a page view that ran their version: not counted, and limited as anything anonymous is. */
  const uncounted = async (/** @type {import('fastify').FastifyRequest} */ request, /** @type {import('fastify').FastifyReply} */ reply) =>
    (await state.allow(request.ip, perMinute)) ? reply.code(204).send() : reply.code(429).send({ message: 'too many reports' });

  app.post(BEACON_PATH, { bodyLimit: MAX_BODY }, async (request, reply) => {
    const beacon = parseBeacon(request.body);
    if (!beacon) return reply.code(400).send({ message: 'a report is { area, version, kind } of a known area' });
    const view = viewOf(request);
    if (!view?.versions[beacon.area]?.includes(beacon.version)) return uncounted(request, reply);
    const phase = beacon.kind === 'render' ? 'render' : 'load';
    if (!(await state.firstUse(`${view.id} ${beacon.area} ${beacon.version} ${phase}`, view.exp))) return reply.code(204).send();
    const releases = judged(beacon.area, beacon.version);
    if (releases)
      await countAndJudge(beacon.area, releases, beaconFields(beacon), (stats, canary) =>
        abortReason({ canary: stats.versions[canary.version], stable: stats.versions[releases.pinned] }, canary),
      );
    return reply.code(204).send();
  });

  app.post(VITALS_PATH, { bodyLimit: MAX_VITALS_BODY }, async (request, reply) => {
    const report = parseVitals(request.body, AREAS);
    if (!report)
      return reply.code(400).send({ message: 'a vitals report is { route, versions, ssr, installed } and at least one measure' });
    const view = viewOf(request);
    if (!view?.vitals) return uncounted(request, reply);
    if (!(await state.firstUse(`${view.id} vitals`, view.exp))) return reply.code(204).send();
    for (const [area, version] of Object.entries(report.versions)) {
      const releases = view.versions[area]?.includes(version) ? judged(area, version) : null;
      if (!releases) continue;
      await countAndJudge(area, releases, vitalsFields(version, report, true), (stats, canary) =>
        vitalsAbortReason({ canary: stats.versions[canary.version]?.vitals, stable: stats.versions[releases.pinned]?.vitals }, canary),
      );
    }
    return reply.code(204).send();
  });
  app.addHook('onClose', async () => {
    clearTimeout(flush);
    await flushNow(true);
  });
}
