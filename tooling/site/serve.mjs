#!/usr/bin/env node
// The site server: serves the deploy tree (shell under /m, remotes under /remotes/<area>/<version>) with
// history fallback for deep links, proxies /wps to dev-api on the same origin, and collects players' remote
// load reports for canary rollouts (tooling/release/collector.mjs). In production any static
// host or CDN plays this role; this is what `npm start` and the e2e suite use. Given a TLS key and
// certificate it speaks HTTP/2 as a CDN does (the bench), otherwise plain HTTP/1.1.
import path from 'node:path';
import { existsSync } from 'node:fs';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { DEPLOY_DIR } from '../rspack/paths.mjs';
import { registerBeaconCollector } from '../release/collector.mjs';
import { registerBackendProxy } from './backendProxy.mjs';
import { registerCompression } from './compression.mjs';
import { registerSecurityHeaders } from './securityHeaders.mjs';
import { browserPages } from './render/browserPage.mjs';
import { createPageRenderer } from './render/pageRender.mjs';
import { pinnedShellFiles, releaseManifestReader } from './render/pinnedShell.mjs';
import { registerSessionCookie } from './sessionCookie.mjs';
import { DEV_AREAS_BY_DEFAULT, DEV_REMOTES_HEADER, devRemotesOf } from './devRemotes.mjs';
import { cacheControlOf, pathOf, servedFilePath } from './staticFiles.mjs';

export const ROBOTS_TXT = 'User-agent: *\nAllow: /m/\nDisallow: /wps/\nDisallow: /__release/\nDisallow: /__session\n';

/** Pages arrive server-rendered unless `SSR=0` (docs/server-rendering.md). */
export const SSR_BY_DEFAULT = process.env.SSR !== '0';

/** A share from 0 to 1 given in the environment; all page views when it is unset or not one. @param {string | undefined} value */
export function sampleRate(value) {
  const rate = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(rate) && rate >= 0 && rate <= 1 ? rate : 1;
}

/**
 * `ssr`: pages arrive server-rendered (tooling/site/render); off, the shell's index.html is sent for the
 * browser to render.
 * `pageCacheMs`: how long a page rendered whole serves the same requests again (render/pageCache.mjs). With
 * dev-api's test hooks on (`testHooks`), a call to one of them forgets the kept pages: a test changes the
 * backend's answers between two page loads at will.
 * `maxRenders`: server renders at once; past it a page request waits at most `renderQueueMs` for one to end
 * (`SSR_QUEUE_MS`), then is rendered by the browser.
 * `holdHeadMs`: how long a page's head may wait for its body so the page leaves in one piece, compressed at once
 * (`SSR_HOLD_HEAD_MS`, 100 ms; the edge's workers 300, as the edge can ask another worker only for a page not
 * begun); a page rendered by then costs a quarter to a third less of the server's CPU than one streamed through a
 * compressor; past it, the head leaves first. 0: the head always leaves at once.
 * `socketTimeoutMs`: a connection that neither sends nor takes a byte for this long is closed (a client that
 * stopped reading holds nothing longer).
 * `trustProxy`: the address of the edge in front (tooling/edge): its X-Forwarded-For, -Proto and -Host are
 * believed from there only.
 * `sharedState`: what several site-server processes share (sharedState.mjs); this process's own by default.
 * `devAreas`: a page asked for through an area's dev server on this machine runs that area from the dev server
 * (devRemotes.mjs); off unless `DEV_AREAS=1`.
 * `vitalsSampleRate`: the share of page views (0 to 1) that report their Web Vitals (`VITALS_SAMPLE_RATE`, all by default).
 * @param {{ deployDir?: string, apiUrl: string, logger?: boolean, exposeCspReports?: boolean, tls?: { key: string | Buffer, cert: string | Buffer }, ssr?: boolean, renderBudgetMs?: number, holdHeadMs?: number, pageCacheMs?: number, maxRenders?: number, renderQueueMs?: number, socketTimeoutMs?: number, testHooks?: boolean, trustProxy?: string, sharedState?: import('./sharedState.mjs').SharedState, devAreas?: boolean, vitalsSampleRate?: number }} options
 */
export async function createSiteServer({
  deployDir = DEPLOY_DIR,
  apiUrl,
  logger = false,
  exposeCspReports = process.env.DEV_API_TEST_HOOKS === '1',
  tls,
  ssr = SSR_BY_DEFAULT,
  renderBudgetMs = Number(process.env.SSR_BUDGET_MS ?? 800),
  holdHeadMs = Number(process.env.SSR_HOLD_HEAD_MS ?? 100),
  pageCacheMs = Number(process.env.SSR_PAGE_CACHE_MS ?? 1000),
  maxRenders = Number(process.env.SSR_MAX_RENDERS ?? 8),
  renderQueueMs = Number(process.env.SSR_QUEUE_MS ?? 250),
  socketTimeoutMs = 30_000,
  testHooks = process.env.DEV_API_TEST_HOOKS === '1',
  trustProxy,
  sharedState,
  devAreas = DEV_AREAS_BY_DEFAULT,
  vitalsSampleRate = sampleRate(process.env.VITALS_SAMPLE_RATE),
}) {
  const options = { logger, connectionTimeout: socketTimeoutMs, ...(trustProxy && { trustProxy }) };
  // HTTP/2 or HTTP/1.1, the routes are the same: typed as the HTTP/1.1 server the plugins are written for.
  const app = /** @type {import('fastify').FastifyInstance} */ (
    /** @type {unknown} */ (tls ? Fastify({ ...options, http2: true, https: { ...tls, allowHTTP1: true } }) : Fastify(options))
  );
  const indexHtml = path.join(deployDir, 'm', 'index.html');
  if (!existsSync(indexHtml)) throw new Error(`No shell build at ${indexHtml}: run the build first.`);

  registerSecurityHeaders(app, { deployDir, exposeReports: exposeCspReports });
  await registerCompression(app);
  // Players' reports of remote loads and failures: what canary rollouts are judged on.
  registerBeaconCollector(app, { deployDir, state: sharedState, vitalsSampleRate, log: (line) => console.log(`release: ${line}`) });
  registerSessionCookie(app);
  await registerBackendProxy(app, apiUrl);
  await app.register(fastifyStatic, {
    root: deployDir,
    index: false,
    // The files' route is the site's own (below): @fastify/static's reads every folder on a file's way (a
    // readdir per path segment, per request) to refuse another spelling of a path, which servedFilePath does
    // without touching the disk.
    serve: false,
    // The build's Brotli and gzip forms (scripts/build.mjs), as the edge sends them: no file compressed per request.
    preCompressed: true,
    // The release state (.release: lock, audit log, tokens, report counts) is never served.
    dotfiles: 'deny',
    /** @param {import('fastify').FastifyReply | import('node:http').ServerResponse} res the raw response, in this version of @fastify/static */
    setHeaders(res, filePath) {
      const set = (name, value) => ('setHeader' in res ? res.setHeader(name, value) : res.header(name, value));
      if (filePath.includes(`${path.sep}remotes${path.sep}`)) set('Access-Control-Allow-Origin', '*');
      set('Cache-Control', cacheControlOf(filePath));
    },
  });
  // Every file of the deploy tree but the registry and the server builds.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler(req, reply) {
      const file = servedFilePath(req.url);
      return file === undefined ? reply.callNotFound() : reply.sendFile(file);
    },
  });
  const log = (line) => console.log(line);
  const devRemotes = devAreas ? (request) => devRemotesOf(request, log) : undefined;
  if (devRemotes) {
    // The dev server learns that its build is used (else it tells its developer how to start this server).
    app.addHook('onRequest', async (request, reply) => {
      const remotes = devRemotes(request);
      if (remotes) reply.header(DEV_REMOTES_HEADER, Object.keys(remotes).join(', '));
    });
  }
  // The pinned shell's page and server build, read per request (render/pinnedShell.mjs).
  const releaseManifest = releaseManifestReader(deployDir, log);
  const shell = pinnedShellFiles(deployDir, releaseManifest, undefined, log);
  const pages = ssr
    ? createPageRenderer({
        deployDir,
        apiUrl,
        budgetMs: renderBudgetMs,
        holdHeadMs,
        pageCacheMs,
        maxRenders,
        queueMs: renderQueueMs,
        devRemotes,
        log,
        releaseManifest,
        shell,
      })
    : undefined;
  // Warmed now, and again whenever a release lands (render/pageRender.mjs).
  void pages?.warm();
  app.addHook('onClose', async () => pages?.close());
  if (pages && testHooks) {
    app.addHook('onRequest', async (request) => {
      if (request.url.startsWith('/wps/__test__/') && request.method !== 'GET') pages.clearPageCache();
    });
  }
  const browserPage = browserPages();
  const sendPage = async (req, reply) => {
    if (pages && (await pages.serve(req, reply))) return reply;
    return browserPage(reply, shell().page, req.headers['accept-encoding']);
  };
  // Crawlers read the server-rendered pages; the backend's calls and the release reports are not pages.
  app.get('/robots.txt', (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(ROBOTS_TXT),
  );
  // Home routes that are folders or the shell's own file: the page, not the file or a directory listing.
  for (const home of ['/', '/m/', '/m/index.html']) app.get(home, sendPage);
  // A page's address names no file: it goes to the page at once rather than to the files' handler, which would
  // look for it on disk first.
  app.addHook('onRequest', async (req, reply) => {
    if (req.method === 'GET' && req.routeOptions.url === '/*' && isPageAddress(pathOf(req.url))) return sendPage(req, reply);
  });
  // Deep links: every page route of the site renders the shell, which routes on the client.
  app.setNotFoundHandler((req, reply) => {
    const pathname = pathOf(req.url);
    const wantsPage =
      req.method === 'GET' && (isPageAddress(pathname) || (!/^\/(wps|remotes)\//.test(pathname) && pathname.endsWith('.html')));
    if (!wantsPage) return reply.code(404).send({ message: `Not found: ${req.url}` });
    return sendPage(req, reply);
  });
  return Object.assign(app, { pageStats: () => pages?.stats() });
}

/**
 * Renders home once before the server takes traffic: the server builds are loaded and checked, the renderer's
 * first-time work done, so the first player after a start or a deploy does not get a page whose reads missed
 * the time budget (a cold render of home takes longer than it).
 * @param {import('fastify').FastifyInstance} app
 * @param {(line: string) => void} [log]
 */
export async function warmUp(app, log = console.error) {
  const home = await app.inject({ method: 'GET', url: '/m/', headers: { 'accept-encoding': 'gzip' } });
  if (home.statusCode !== 200) log(`site server: home answered ${home.statusCode} while warming up`);
}

/** An address the site answers with a page: not the backend's or a remote's, and naming no file (no extension). */
export const isPageAddress = (/** @type {string} */ pathname) => !/^\/(wps|remotes)\//.test(pathname) && !/\.[a-z0-9]+$/i.test(pathname);

/**
 * Stops `app` within `withinMs`: it takes no new connection, the pages under way finish, and whatever is still
 * open then (a client that never reads) is closed.
 * @param {import('fastify').FastifyInstance} app
 */
export async function stopSiteServer(app, withinMs = 8000) {
  const forced = setTimeout(() => app.server.closeAllConnections?.(), withinMs);
  try {
    await app.close();
  } finally {
    clearTimeout(forced);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT ?? 8080);
  const apiUrl = process.env.DEV_API_URL ?? 'http://127.0.0.1:8081';
  const app = await createSiteServer({ apiUrl });
  await app.listen({ port, host: '0.0.0.0' });
  console.log(`site: http://localhost:${port}/m/  (api ${apiUrl}${DEV_AREAS_BY_DEFAULT ? ', dev areas on' : ''})`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void stopSiteServer(app).then(() => process.exit(0)));
}
