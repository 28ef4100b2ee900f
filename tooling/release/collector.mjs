// The collector of players' remote load and render reports (POST /__release/beacon, served by the site
// server): area, version and what happened, nothing about the player. Each page view asks for a signed
// page-view token (POST /__release/view, viewTokens.mjs) before its first report, kept in an HttpOnly cookie
// sent only to /__release/ (not on the page's own response, so a guest's page can be cached whole); a report counts
// only with a valid token naming its version, once per page view, area, version and kind, and only for the
// versions the release manifest gives players (the pin and a running canary). Reports without one are
// answered like any other and counted nowhere (and limited per address). A canary that fails more often than
// the stable version by more than its margin, over its minimum sample of distinct page views, is aborted.
import { memoryState } from '../site/sharedState.mjs';
import { abortReason, BEACON_KINDS, windowOf } from './canaryStats.mjs';
import { AREAS, registryWhenChanged } from './files.mjs';
import { canaryOf, pinStack } from './history.mjs';
import { abort } from './release.mjs';
import { mintViewToken, readViewToken, viewKey } from './viewTokens.mjs';

export const BEACON_PATH = '/__release/beacon';
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

/** How long the decision to abort a canary is held: the abort itself takes milliseconds. */
const DECISION_MS = 60_000;

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{ deployDir: string, state?: import('../site/sharedState.mjs').SharedState, perMinute?: number, flushMs?: number, log?: (line: string) => void }} options
 *   `state`: what the site's processes share (counts, used page views, rate limits); this process's own by default.
 */
export function registerBeaconCollector(
  app,
  { deployDir, state = memoryState({ deployDir }), perMinute = 120, flushMs = 200, log = console.log },
) {
  const registry = registryWhenChanged(deployDir);
  const key = viewKey(deployDir);
  /** @type {NodeJS.Timeout | undefined} */
  let flush;
  // The counts on disk are for `status`: a write that fails (a full disk, a tree being replaced) costs a report, never the server.
  const flushNow = () => {
    try {
      state.flush();
    } catch (error) {
      log(`could not write the report counts: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  // A page view's token, asked once by the page before its first report.
  app.post(VIEW_PATH, { bodyLimit: MAX_BODY }, async (request, reply) => {
    const token = mintViewToken(key, reportableVersions(registry()));
    const secure = request.protocol === 'https' ? '; Secure' : '';
    return reply
      .code(204)
      .header('Cache-Control', 'no-store')
      .header('Set-Cookie', `${VIEW_COOKIE}=${token}; Path=/__release/; Max-Age=900; HttpOnly; SameSite=Strict${secure}`)
      .send();
  });

  app.post(BEACON_PATH, { bodyLimit: MAX_BODY }, async (request, reply) => {
    const beacon = parseBeacon(request.body);
    if (!beacon) return reply.code(400).send({ message: 'a report is { area, version, kind } of a known area' });
    const view = readViewToken(key, cookie(request.headers.cookie, VIEW_COOKIE));
    if (!view?.versions[beacon.area]?.includes(beacon.version)) {
      // No evidence of a page view that ran this version: not counted. Limited, as anything anonymous is.
      if (!(await state.allow(request.ip, perMinute))) return reply.code(429).send({ message: 'too many reports' });
      return reply.code(204).send();
    }
    const phase = beacon.kind === 'render' ? 'render' : 'load';
    if (!(await state.firstUse(`${view.id} ${beacon.area} ${beacon.version} ${phase}`, view.exp))) return reply.code(204).send();
    const history = registry().remotes[beacon.area]?.history ?? [];
    const pinned = pinStack(history).at(-1);
    const canary = canaryOf(history);
    if (!pinned || (beacon.version !== pinned && beacon.version !== canary?.version)) return reply.code(204).send();
    const areaStats = await state.countBeacon({ ...beacon, window: windowOf(canary, pinned) });
    clearTimeout(flush);
    flush = setTimeout(flushNow, flushMs);
    if (canary) {
      const reason = abortReason({ canary: areaStats.versions[canary.version], stable: areaStats.versions[pinned] }, canary);
      // One decision for the whole site: the worker that claims it aborts and logs; the others count on.
      if (reason && (await state.claim(`abort ${beacon.area} ${canary.at}`, DECISION_MS))) {
        try {
          abort({ deployDir, area: beacon.area, command: 'collector', by: 'collector', reason, startedAt: canary.at });
          flushNow();
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
    flushNow();
  });
}
