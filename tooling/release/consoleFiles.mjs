// The release console's files (console/dist, a small browser app) served by the release service at /console/,
// with no token: they hold no data, and every call they make to /v1 carries the release manager's token. Its
// Content-Security-Policy is as strict as the site's: scripts, styles and calls only from this origin, no inline
// script or style, no frames, no plugins, no form posting anywhere.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { REPO_ROOT } from '../rspack/paths.mjs';
import { STATIC_SECURITY_HEADERS } from '../site/contentSecurityPolicy.mjs';
import { cacheControlOf } from '../site/staticFiles.mjs';

export const CONSOLE_PATH = '/console/';
export const defaultConsoleDir = path.join(REPO_ROOT, 'console', 'dist');

export const CONSOLE_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join('; ');

/** The headers every answer of the release service carries, the console's files and the API's alike. */
export const SERVICE_SECURITY_HEADERS = Object.freeze({
  ...STATIC_SECURITY_HEADERS,
  'Content-Security-Policy': CONSOLE_CONTENT_SECURITY_POLICY,
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
});

/** A request for one of the console's files: read without a token. @param {string} method @param {string} url */
export function isConsoleFileRequest(method, url) {
  const pathName = url.split('?')[0] ?? '';
  return (method === 'GET' || method === 'HEAD') && (pathName === '/console' || pathName.startsWith(CONSOLE_PATH));
}

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{ consoleDir?: string }} options
 */
export function registerConsoleFiles(app, { consoleDir = defaultConsoleDir }) {
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(SERVICE_SECURITY_HEADERS)) reply.header(name, value);
    return payload;
  });
  app.get('/console', async (_request, reply) => reply.redirect(CONSOLE_PATH, 301));
  if (!existsSync(path.join(consoleDir, 'index.html'))) {
    app.get(`${CONSOLE_PATH}*`, async (_request, reply) =>
      reply.code(404).send({ message: `the release console is not built in ${consoleDir}: npm run build (or --console-dir DIR)` }),
    );
    return;
  }
  app.register(fastifyStatic, {
    root: consoleDir,
    prefix: CONSOLE_PATH,
    index: 'index.html',
    dotfiles: 'deny',
    decorateReply: false,
    /** @param {import('fastify').FastifyReply | import('node:http').ServerResponse} res the raw response, in this version of @fastify/static */
    setHeaders(res, filePath) {
      const value = cacheControlOf(filePath);
      if ('setHeader' in res) res.setHeader('Cache-Control', value);
      else res.header('Cache-Control', value);
    },
  });
}
