// Server rendering in the site server: every page route's first view is rendered by the shell's server build
// (deploy/.ssr/shell/render.cjs) with the remotes' server builds the release manifest pins, and streamed:
// the head goes out at once, the body when its data and areas are ready or the time budget is spent. Any
// failure serves the page as the browser renders it; a request never fails because of the server render.
import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Writable } from 'node:stream';
import { JSDOM } from 'jsdom';
import { shellRenderDir } from '../../rspack/paths.mjs';
import { areaStylesheets } from './areaStylesheets.mjs';
import { createPageCache } from './pageCache.mjs';
import { openPageResponse, pageEncoding, pageHeaders } from './pageResponse.mjs';
import { hasSessionCookie } from '../sessionCookie.mjs';
import { whenChanged } from './whenChanged.mjs';
import { pinnedShellFiles, releaseManifestReader } from './pinnedShell.mjs';
import { documentEnd, documentStart, templateFrom } from './pageTemplate.mjs';
import { createServerContainers } from './serverContainers.mjs';
import { createRenderSlots } from './renderSlots.mjs';
import { createReleaseScripts } from './releaseScripts.mjs';

/** Module Federation's runtime keeps its shared modules and loaded entries on globalThis (not deletable). */
function resetFederationGlobals() {
  const global = /** @type {Record<string, any>} */ (globalThis);
  const federation = global.__FEDERATION__;
  if (federation) {
    Object.assign(federation, { __GLOBAL_PLUGIN__: [], __INSTANCES__: [], moduleInfo: {}, __SHARE__: {}, __MANIFEST_LOADING__: {} });
    federation.__PRELOADED_MAP__?.clear?.();
    federation.__PRELOADED_ASSETS__?.clear?.();
  }
  for (const key of Object.keys(global.__GLOBAL_LOADING_REMOTE_ENTRY__ ?? {})) delete global.__GLOBAL_LOADING_REMOTE_ENTRY__[key];
}

/** The connection of `reply` is closed (HTTP/1.1's response, or HTTP/2's stream). */
const clientGone = (/** @type {import('fastify').FastifyReply} */ reply) =>
  reply.raw.destroyed === true || /** @type {{ stream?: { destroyed?: boolean } }} */ (reply.raw).stream?.destroyed === true;

/** @returns {Promise<'late'>} */
const timeLeft = (ms) => new Promise((resolve) => setTimeout(resolve, ms, 'late').unref());

/**
 * `pageCacheMs`: how long a page rendered whole serves the same requests again (pageCache.mjs); 0, never.
 * `maxRenders`: renders at once; past it a page request waits for a render to end at most `queueMs`, then is
 * rendered by the browser (renderSlots.mjs).
 * `devRemotes`: the dev builds a request names (../devRemotes.mjs), which its page runs instead of the release's
 * versions of those areas; given only when the site server runs with dev areas on.
 * `releaseManifest`, `shell`: the release manifest and the pinned shell's page and server build, read per
 * request (pinnedShell.mjs); given by the site server, which serves the same page when it does not render.
 * `warmEveryMs`: how often a changed release (a pin, a canary, a new shell) is looked for, to be warmed.
 * `holdHeadMs`: how long a page's head may wait for its body, so that a page rendered by then leaves in one
 * piece (pageResponse.mjs); 0, the head leaves at once.
 * @param {{ deployDir: string, apiUrl: string, budgetMs?: number, holdHeadMs?: number, pageCacheMs?: number, maxRenders?: number, queueMs?: number, renderFile?: string, devRemotes?: (request: import('fastify').FastifyRequest) => import('../devRemotes.mjs').DevRemotes | undefined, log?: (line: string) => void, releaseManifest?: () => any, shell?: () => import('./pinnedShell.mjs').ShellFiles, warmEveryMs?: number }} options
 */
export function createPageRenderer({
  deployDir,
  apiUrl,
  budgetMs = 800,
  holdHeadMs = 0,
  pageCacheMs = 0,
  maxRenders = 8,
  queueMs = 250,
  renderFile = path.join(shellRenderDir(deployDir), 'render.cjs'),
  devRemotes = () => undefined,
  log = () => {},
  releaseManifest = releaseManifestReader(deployDir, log),
  shell = pinnedShellFiles(deployDir, releaseManifest, renderFile, log),
  warmEveryMs = 500,
}) {
  // A request waits for another's render of the same page at most as long as a render may take its data.
  const pageCache = createPageCache({ ttlMs: pageCacheMs, waitMs: budgetMs * 2 });
  // A render that has not ended by then ends the page as it is (the browser renders what is missing).
  const hardLimitMs = budgetMs * 4 + 1000;
  const slots = createRenderSlots({ maxRenders, queueMs });
  /** The page template of each shell version served so far, each read again when its file changes. */
  const templates = new Map();
  const templateOf = (/** @type {string} */ file) => {
    if (!templates.has(file)) templates.set(file, templateFrom(file));
    return templates.get(file);
  };
  const stylesheets = areaStylesheets(deployDir);
  const releaseScripts = createReleaseScripts({ deployDir, log });
  let containers = createServerContainers({ deployDir });
  const sanitizerWindow = new JSDOM('').window;
  let renderer;
  let rendererStamp = '';

  /** The shell's server render of `renderFile`, loaded again when another shell (a pin, a rollback, a build) lands. */
  function currentRenderer(renderFile = shell().render) {
    if (!renderFile) return undefined;
    const modified = statSync(renderFile, { throwIfNoEntry: false })?.mtimeMs;
    if (modified === undefined) return undefined;
    const stamp = `${renderFile}:${modified}`;
    if (stamp !== rendererStamp) {
      const require = createRequire(renderFile);
      delete require.cache[renderFile];
      // A new shell build brings its own React and the rest: the federation runtime's page-wide state (kept
      // on globalThis) and the remotes' containers, bound to the old ones at their start, start over too.
      resetFederationGlobals();
      containers = createServerContainers({ deployDir });
      renderer = require(renderFile).createRenderer({
        loadContainer: (area, release) => containers.load(area, release),
        sanitizerWindow,
        // Answers the same for every player are shared by renders as long as a whole page is kept.
        shareReadsMs: pageCacheMs,
        report: (error) => log(`server render: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`),
      });
      rendererStamp = stamp;
    }
    return renderer;
  }

  // Read again only when a config change lands on disk, not on every page.
  const deployedConfig = whenChanged(path.join(deployDir, 'm', 'config.json'), JSON.parse);

  function runtimeConfig() {
    const config = deployedConfig();
    // The server reaches the backend directly; the browser keeps the deployment's own base.
    return { ...config, apiBase: new URL(config.apiBase ?? '/wps', apiUrl).href };
  }

  /**
   * Answers a page request; false when the server render does not apply (no server build of the shell, not a
   * page route), so the caller serves the browser-rendered page.
   * @param {import('fastify').FastifyRequest} request
   * @param {import('fastify').FastifyReply} reply
   */
  async function serve(request, reply) {
    // A preview (`?remotes=area@version`) runs versions the manifest does not pin: the browser renders it alone,
    // and its page names nothing of the pinned versions.
    if (new URL(request.url, 'http://site').searchParams.has('remotes')) return false;
    // The page and its server render of one shell version: the one pinned as this request came.
    const shellFiles = shell();
    const render = currentRenderer(shellFiles.render);
    if (!render) return false;
    const origin = `${request.protocol}://${request.headers.host ?? 'localhost'}`;
    const base = { url: request.url, origin, cookies: request.headers.cookie };
    let head;
    try {
      head = await render.head(base);
    } catch (error) {
      log(`server render: no head for ${request.url}: ${error instanceof Error ? error.message : error}`);
      return false;
    }
    if (!head) return false;
    let release;
    let setCookie;
    let sameForEveryDevice = false;
    // An area's dev server on this machine asked for this page: that area comes from it, rendered in the browser
    // (a dev build has no server build), and the page is this developer's alone.
    const dev = devRemotes(request);
    try {
      const manifest = releaseManifest();
      // No canary runs: every device gets this page's versions (and no cookie for its number).
      sameForEveryDevice = !dev && !Object.values(manifest.remotes ?? {}).some((pin) => pin?.canary);
      ({ release, setCookie } = render.releaseFor(manifest, request.headers.cookie));
      if (dev) release = { ...release, remotes: { ...release.remotes, ...dev } };
    } catch (error) {
      log(
        `server render: no usable release manifest, the browser renders ${request.url}: ${error instanceof Error ? error.message : error}`,
      );
      return false;
    }
    const config = runtimeConfig();
    // A signed-in player's page is theirs alone, and a developer's page with a dev build: never kept for another
    // request, never in a shared cache.
    const personal = hasSessionCookie(request.headers.cookie) || dev !== undefined;
    // Everything a guest's page depends on: the request's address, the player's language and theme, the release
    // the page runs (this device's canaries), the config and the shell build.
    const key =
      pageCache.enabled && !personal
        ? [origin, request.url, head.language, head.theme, rendererStamp, JSON.stringify(release), JSON.stringify(config)].join('\n')
        : undefined;
    if (setCookie) reply.header('Set-Cookie', setCookie);
    const encoding = pageEncoding(request.headers['accept-encoding']);
    const reused = key === undefined ? undefined : await pageCache.reuse(key);
    if (reused !== undefined) {
      pageHeaders(reply, encoding, { personal });
      // A guest's page rendered whole and the same for every device: an edge in front (tooling/edge) may keep it
      // as long as this server does, and answer the same requests without asking.
      if (sameForEveryDevice && !setCookie) reply.header('X-Accel-Expires', String(Math.max(1, Math.round(pageCacheMs / 1000))));
      reply.send(await reused.encoded(encoding));
      return true;
    }
    if (!(await slots.acquire())) return false;
    // The player left while the request waited: the render goes to the next.
    if (clientGone(reply)) {
      slots.release();
      return true;
    }
    const keep = key === undefined ? undefined : pageCache.start(key);
    /** @type {Buffer[]} */
    const chunks = [];
    let finished = false;
    const response = openPageResponse(reply, encoding, { personal, holdMs: holdHeadMs });
    const send = (/** @type {string | Buffer} */ chunk) => {
      if (finished) return;
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      chunks.push(bytes);
      response.write(bytes);
    };
    let page;
    let handover;
    let whole = false;
    try {
      // Inside the try: whatever fails from here on, the render count and the waiting requests are settled.
      page = templateOf(shellFiles.page)();
      // A shell whose render gives the browser's release leaves it out of the page's data, for its script.
      const releaseScript =
        typeof render.browserRelease === 'function' ? releaseScripts.scriptFor(render.browserRelease(release)) : undefined;
      send(documentStart(page, head, stylesheets(release.remotes?.[head.area], head.module), releaseScript));
      response.flush();
      const rendering = (async () => {
        const body = await render.render({ ...base, release, config, budgetMs, releaseInPage: !releaseScript }, head);
        if (!body) return;
        for (const { area, reason } of body.leftToBrowser) log(`server render: ${area} left to the browser on ${request.url}: ${reason}`);
        // The render writes into the page as fast as React gives it: a client never holds it up.
        await body.pipe(
          new Writable({
            write(chunk, _encoding, done) {
              send(chunk);
              done();
            },
          }),
        );
        handover = body.handover();
        whole = body.whole();
      })();
      if ((await Promise.race([rendering, timeLeft(hardLimitMs)])) === 'late') {
        log(`server render of ${request.url} ran past ${hardLimitMs} ms: the browser renders what is missing`);
        whole = false;
      }
    } catch (error) {
      log(`server render failed on ${request.url}, the browser renders it: ${error instanceof Error ? error.stack : error}`);
      whole = false;
    } finally {
      slots.release();
      const end = page ? documentEnd(page, handover) : '';
      const endBytes = Buffer.from(end);
      chunks.push(endBytes);
      finished = true;
      response.end(endBytes);
      keep?.(whole ? Buffer.concat(chunks) : undefined);
    }
    return true;
  }

  /** The renderer and manifest last warmed: a pin, a rollback, a canary or a new shell warms again. */
  let warmed = { renderer: undefined, manifest: undefined };

  /**
   * Loads the shell's server build, and every area release players are given (pins and canaries) with its page
   * modules and texts, ahead of the requests that need them: the first player after a start or a pin does not
   * wait for them (a cold load can take longer than the time budget, which leaves the area to the browser).
   */
  async function warm() {
    try {
      const render = currentRenderer();
      if (!render) return;
      const manifest = releaseManifest();
      if (render === warmed.renderer && manifest === warmed.manifest) return;
      warmed = { renderer: render, manifest };
      if (typeof render.preload === 'function') await render.preload(manifest);
      else await Promise.allSettled(Object.entries(manifest.remotes ?? {}).map(([area, pin]) => containers.load(area, pin)));
    } catch (error) {
      log(`server render: not warmed up: ${error instanceof Error ? error.message : error}`);
    }
  }
  // Looked at twice a second: reading the manifest and the shell costs a stat of each while nothing changed.
  const watching = setInterval(() => void warm(), warmEveryMs);
  watching.unref();

  return {
    serve,
    warm,
    /** Stops looking for releases to warm. */
    close: () => clearInterval(watching),
    loadedContainers: () => containers.loaded(),
    /** Forgets the kept pages and shared answers (dev-api's test hooks changed the backend's answers). */
    clearPageCache: () => {
      pageCache.clear();
      renderer?.forgetSharedReads?.();
    },
    /** Renders running now, requests waiting for one, and pages left to the browser because none came in time. */
    stats: () => {
      const { running, waiting, leftToBrowser } = slots.stats();
      return { rendersInFlight: running, waiting, overloaded: leftToBrowser };
    },
  };
}
