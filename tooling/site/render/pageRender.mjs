// Server rendering in the site server: every page route's first view is rendered by the shell's server build
// (deploy/.ssr/shell/render.cjs) with the remotes' server builds the release manifest pins, and streamed:
// the head goes out at once, the body when its data and areas are ready or the time budget is spent. Any
// failure serves the page as the browser renders it; a request never fails because of the server render.
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { JSDOM } from 'jsdom';
import { shellRenderDir } from '../../rspack/paths.mjs';
import { areaStylesheets } from './areaStylesheets.mjs';
import { documentEnd, documentStart, templateFrom } from './pageTemplate.mjs';
import { createServerContainers } from './serverContainers.mjs';

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * @param {{ deployDir: string, apiUrl: string, budgetMs?: number, renderFile?: string, log?: (line: string) => void }} options
 */
export function createPageRenderer({
  deployDir,
  apiUrl,
  budgetMs = 800,
  renderFile = path.join(shellRenderDir(deployDir), 'render.cjs'),
  log = () => {},
}) {
  const template = templateFrom(path.join(deployDir, 'm', 'index.html'));
  const stylesheets = areaStylesheets(deployDir);
  const containers = createServerContainers({ deployDir });
  const sanitizerWindow = new JSDOM('').window;
  let renderer;
  let rendererStamp = -1;

  /** The shell's server render, loaded again when a new shell build lands. */
  function currentRenderer() {
    const stamp = statSync(renderFile, { throwIfNoEntry: false })?.mtimeMs;
    if (stamp === undefined) return undefined;
    if (stamp !== rendererStamp) {
      const require = createRequire(renderFile);
      delete require.cache[renderFile];
      renderer = require(renderFile).createRenderer({
        loadContainer: (area, release) => containers.load(area, release),
        sanitizerWindow,
        report: (error) => log(`server render: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`),
      });
      rendererStamp = stamp;
    }
    return renderer;
  }

  function runtimeConfig() {
    const config = readJson(path.join(deployDir, 'm', 'config.json'));
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
    const render = currentRenderer();
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
    const release = readJson(path.join(deployDir, 'm', 'remotes.json'));
    const page = template();
    const out = new PassThrough();
    reply.code(200).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(out);
    out.write(documentStart(page, head, stylesheets(release.remotes?.[head.area], head.module)));

    let handover;
    try {
      const body = await render.render({ ...base, release, config: runtimeConfig(), budgetMs });
      if (body) {
        for (const { area, reason } of body.leftToBrowser) log(`server render: ${area} left to the browser on ${request.url}: ${reason}`);
        await body.pipe(new Writable({ write: (chunk, _encoding, done) => void out.write(chunk, done) }));
        handover = body.handover;
      }
    } catch (error) {
      log(`server render failed on ${request.url}, the browser renders it: ${error instanceof Error ? error.stack : error}`);
    }
    out.end(documentEnd(page, handover));
    return true;
  }

  return { serve, loadedContainers: () => containers.loaded() };
}
