// Security headers of the site server: X-Content-Type-Options, Referrer-Policy and Permissions-Policy on
// every response the site itself answers, and the Content-Security-Policy on its pages. The policy is
// rebuilt from the deploy tree whenever the release manifest, the registry or the run-time config
// changes on disk (an mtime check per page), so a pin to another origin needs no restart. CSP violation
// reports are recorded in memory (bounded) and, with test hooks on, can be read and cleared.
import path from 'node:path';
import { readFileSync, statSync } from 'node:fs';
import { buildContentSecurityPolicy, CSP_REPORT_PATH, STATIC_SECURITY_HEADERS } from './contentSecurityPolicy.mjs';

const MAX_REPORTS = 200;
const REPORT_TYPES = ['application/csp-report', 'application/reports+json'];

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** The policy for `deployDir`, recomputed only when one of its inputs changed. */
export function policyFromDeployTree(deployDir) {
  const files = {
    manifest: path.join(deployDir, 'm', 'remotes.json'),
    registry: path.join(deployDir, 'remotes', 'registry.json'),
    config: path.join(deployDir, 'm', 'config.json'),
  };
  /** @type {string | null} */
  let stamp = null;
  let policy = '';
  return () => {
    const next = Object.values(files)
      .map((file) => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0)
      .join(':');
    if (next !== stamp) {
      policy = buildContentSecurityPolicy({
        manifest: readJson(files.manifest),
        registry: readJson(files.registry),
        config: readJson(files.config),
      });
      stamp = next;
    }
    return policy;
  };
}

const isPage = (reply) => /^text\/html\b/i.test(String(reply.getHeader('content-type') ?? ''));

/**
 * Registers the headers and the report endpoint on a Fastify app. Responses proxied from the backend
 * (`/wps`) keep the backend's own headers.
 * @param {import('fastify').FastifyInstance} app
 * @param {{ deployDir: string, exposeReports?: boolean }} options
 */
export function registerSecurityHeaders(app, { deployDir, exposeReports = false }) {
  const policy = policyFromDeployTree(deployDir);
  const reports = [];

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/wps/') || request.url === '/wps') return payload;
    for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) reply.header(name, value);
    if (isPage(reply)) reply.header('Content-Security-Policy', policy());
    return payload;
  });

  app.addContentTypeParser(REPORT_TYPES, { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(null, null);
    }
  });
  app.post(CSP_REPORT_PATH, { bodyLimit: 64 * 1024 }, async (request, reply) => {
    const body = request.body;
    const items = Array.isArray(body) ? body.map((r) => r?.body ?? r) : [body?.['csp-report'] ?? body];
    for (const item of items) if (item && typeof item === 'object') reports.push(item);
    reports.splice(0, Math.max(0, reports.length - MAX_REPORTS));
    return reply.code(204).send();
  });
  if (exposeReports) {
    app.get(`${CSP_REPORT_PATH}s`, async () => ({ reports }));
    app.delete(`${CSP_REPORT_PATH}s`, async (_req, reply) => {
      reports.length = 0;
      return reply.code(204).send();
    });
  }
}
