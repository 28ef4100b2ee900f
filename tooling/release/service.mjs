// The release service: the release operations over HTTP for pipelines on other machines, on the same deploy
// tree and under the same lock as the CLI's local mode. Callers present a token (tokens.mjs) bound to
// areas; every write also carries a fresh nonce and the time it was made, so a captured request cannot be
// played again. Every change lands in the audit log under the token's name, and so does every refused call
// (401, 403, a replay's 409), with the caller's address; repeated 401s from one address get 429. The same
// process serves the release console's files at /console/ (consoleFiles.mjs), which call these routes with the
// release manager's token. See docs/releasing.md.
import { memoryState } from '../site/sharedState.mjs';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { appendAudit, formatAuditEntry, readAudit } from './audit.mjs';
import { isConsoleFileRequest, registerConsoleFiles } from './consoleFiles.mjs';
import { AREAS, releaseFiles } from './files.mjs';
import { SHELL } from './shell.mjs';
import { readTimeline } from './timeline.mjs';

/** What a call may name as its area: the five areas, and the shell (released like one). */
const RELEASABLE = [...AREAS, SHELL];
import { LockTimeoutError } from './lock.mjs';
import { missingSingletons } from '../rspack/check-shared.mjs';
import { abort, pin, promote, recordBuild, ReleaseError, rollback, status } from './release.mjs';
import { mayChange, readTokens, tokenFor } from './tokens.mjs';
import { WORKSPACE_TAG, isWorkspaceVersion } from './versions.mjs';

const VERSION = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(-[0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*)?$/;
const FILE_PATH = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;
const NONCE = /^[A-Za-z0-9_-]{16,128}$/;
/** How far a request's time may be from the service's clock, and how long its nonce is remembered. */
const REQUEST_WINDOW_MS = 5 * 60_000;
const CHANGE_BODY_LIMIT = 4 * 1024;
/** Calls refused with 401 from one address in a minute before the rest of that minute's get 429. */
export const REFUSALS_PER_MINUTE = 10;
/** Who a refused call came from when it carried no valid token. */
export const UNKNOWN_CALLER = '(unknown)';
const PUBLISH_BODY_LIMIT = 64 * 1024 * 1024;

/** @param {number} code @param {string} message */
const httpError = (code, message) => Object.assign(new Error(message), { statusCode: code });

const changeSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      version: { type: 'string', maxLength: 64 },
      canary: {
        type: 'object',
        additionalProperties: false,
        required: ['percent'],
        properties: {
          percent: { type: 'number' },
          margin: { type: 'number', minimum: 0 },
          minSample: { type: 'integer', minimum: 1 },
          lcpMargin: { type: 'number', minimum: 0 },
          inpLimit: { type: 'number', minimum: 0 },
          clsLimit: { type: 'number', minimum: 0 },
        },
      },
    },
  },
};

/**
 * `state`: where used nonces and refusal counts are kept (sharedState.mjs): this process's memory by default,
 * Redis when several release services answer for one deploy tree, so a request replayed to another is refused
 * too. `https`: a certificate and its key, to speak TLS (serviceBinding.mjs). `trustProxy`: the addresses of a
 * proxy in front, whose X-Forwarded-For names the caller. `log`: the service's log, where refused calls are
 * printed as they are written to the audit log. `consoleDir`: the release console's build (default console/dist).
 * @param {{ deployDir: string, tokensFile: string, logger?: boolean, now?: () => number, state?: import('../site/sharedState.mjs').SharedState,
 *   https?: { cert: Buffer, key: Buffer }, trustProxy?: string, log?: (line: string) => void, refusalsPerMinute?: number, consoleDir?: string }} options
 */
export function createReleaseService({
  deployDir,
  tokensFile,
  logger = false,
  now = Date.now,
  state = memoryState({ deployDir, now }),
  https,
  trustProxy,
  log = () => undefined,
  refusalsPerMinute = REFUSALS_PER_MINUTE,
  consoleDir,
}) {
  // Fastify's default strips unknown fields; a release request with one is refused instead.
  const options = {
    logger,
    bodyLimit: CHANGE_BODY_LIMIT,
    ajv: { customOptions: { removeAdditional: false } },
    ...(trustProxy && { trustProxy }),
  };
  // Over TLS or not, the routes are the same: typed as the HTTP server they are written for.
  const app = /** @type {import('fastify').FastifyInstance} */ (
    /** @type {unknown} */ (https ? Fastify({ ...options, https }) : Fastify(options))
  );
  /** @type {WeakMap<object, import('./tokens.mjs').TokenRecord>} */
  const callers = new WeakMap();
  /** @type {WeakMap<object, string>} */
  const requestNonces = new WeakMap();

  app.setErrorHandler((error, _request, reply) => {
    const e = /** @type {Error & { statusCode?: number, code?: string }} */ (error);
    if (e instanceof ReleaseError) return reply.code(409).send({ message: e.message });
    if (e instanceof LockTimeoutError) return reply.code(503).send({ message: e.message });
    const code = e.statusCode && e.statusCode >= 400 && e.statusCode < 500 ? e.statusCode : 500;
    if (code === 500) app.log.error(e);
    if (code === 429) reply.header('retry-after', '60');
    return reply.code(code).send({ message: code === 500 ? 'the release service failed; nothing was acknowledged' : e.message });
  });

  /**
   * Write a refused call to the audit log and the service's log (the token's name when known, never the
   * token), and return the error that answers it.
   * @param {import('fastify').FastifyRequest} request @param {number} status @param {string} reason
   * @param {import('./tokens.mjs').TokenRecord | null} caller
   */
  function refusal(request, status, reason, caller, action = 'refused') {
    const { area } = /** @type {{ area?: string }} */ (request.params ?? {});
    /** @type {import('./audit.mjs').AuditEntry} */
    const entry = {
      at: new Date(now()).toISOString(),
      by: caller?.name ?? UNKNOWN_CALLER,
      action,
      ...(area && RELEASABLE.includes(area) && { area }),
      status,
      reason,
      address: request.ip,
      method: request.method,
      path: (request.url.split('?')[0] ?? '').slice(0, 200),
    };
    appendAudit(deployDir, entry);
    log(formatAuditEntry(entry));
    return httpError(status, reason);
  }

  /**
   * A 401; past `refusalsPerMinute` of them from one address in a minute, a 429 instead, of which only the
   * first is logged: a caller trying tokens cannot fill the audit log.
   * @param {import('fastify').FastifyRequest} request @param {string} reason @param {import('./tokens.mjs').TokenRecord | null} caller
   */
  async function unauthorized(request, reason, caller) {
    if (await state.allow(`release-service-401 ${request.ip}`, refusalsPerMinute)) return refusal(request, 401, reason, caller);
    const minute = Math.floor(now() / 60_000);
    const tooMany = `more than ${refusalsPerMinute} calls refused with 401 from ${request.ip} within a minute: try again in a minute`;
    if (await state.firstUse(`release-service-429 ${request.ip} ${minute}`, (minute + 2) * 60_000))
      return refusal(request, 429, tooMany, caller, 'throttled');
    return httpError(429, tooMany);
  }

  registerConsoleFiles(app, { consoleDir });

  // Who is calling, and may they touch this area? Checked before the body is read.
  app.addHook('onRequest', async (request) => {
    if (isConsoleFileRequest(request.method, request.url)) return;
    const header = request.headers.authorization ?? '';
    const caller = tokenFor(readTokens(tokensFile), /^Bearer (\S+)$/.exec(header)?.[1]);
    if (!caller)
      throw await unauthorized(request, header ? 'this token is not valid' : 'a token is required: Authorization: Bearer <token>', null);
    const { area } = /** @type {{ area?: string }} */ (request.params ?? {});
    if (area !== undefined && !RELEASABLE.includes(area)) throw httpError(404, `unknown area '${area}' (one of ${RELEASABLE.join(', ')})`);
    if (area !== undefined && !mayChange(caller, area))
      throw refusal(request, 403, `the token '${caller.name}' may not change ${area} (it may change ${caller.areas.join(', ')})`, caller);
    callers.set(request, caller);
    if (request.method === 'GET') return;
    const nonce = String(request.headers['x-release-nonce'] ?? '');
    const time = Number(request.headers['x-release-time']);
    if (!NONCE.test(nonce) || !Number.isFinite(time))
      throw httpError(400, 'a change needs X-Release-Nonce (16-128 letters, digits, _ or -) and X-Release-Time (ms since 1970)');
    if (Math.abs(now() - time) > REQUEST_WINDOW_MS)
      throw await unauthorized(
        request,
        'this request was made too long ago (or the clocks differ by more than 5 minutes): make a new one',
        caller,
      );
    requestNonces.set(request, nonce);
  });
  // A nonce is spent only by a request that was read whole; playing it again is refused.
  app.addHook('preHandler', async (request) => {
    const nonce = requestNonces.get(request);
    // Remembered past the time window: a request older than that is refused for its time already.
    if (nonce && !(await state.firstUse(`nonce ${nonce}`, now() + 2 * REQUEST_WINDOW_MS)))
      throw refusal(request, 409, 'this request was already received (replayed nonce): nothing was changed', callers.get(request) ?? null);
  });

  const by = (/** @type {import('fastify').FastifyRequest} */ r) => callers.get(r)?.name ?? 'unknown';
  const command = (/** @type {import('fastify').FastifyRequest} */ r) => `release service ${r.method} ${r.url}`;
  /** @param {unknown} version */
  const assertVersion = (version) => {
    if (typeof version !== 'string' || !VERSION.test(version))
      throw httpError(400, `'${String(version)}' is not a version (X.Y.Z or X.Y.Z-pre)`);
    return version;
  };

  // Who the token is: what the console shows, and the areas whose changes it offers.
  app.get('/v1/whoami', async (request) => {
    const caller = /** @type {import('./tokens.mjs').TokenRecord} */ (callers.get(request));
    return { name: caller.name, areas: caller.areas };
  });
  app.get('/v1/status', async () => ({ remotes: status(deployDir) }));
  app.get('/v1/history', async () => ({ entries: readAudit(deployDir) }));
  app.get('/v1/timeline', async (request) => {
    const { area } = /** @type {{ area?: string }} */ (request.query ?? {});
    if (!area || !AREAS.includes(area)) throw httpError(400, `name an area: /v1/timeline?area=<${AREAS.join('|')}>`);
    return { points: readTimeline(deployDir, area) };
  });

  app.post('/v1/areas/:area/pin', { schema: changeSchema }, async (request) => {
    const { area } = /** @type {{ area: string }} */ (request.params);
    const body = /** @type {{ version?: string, canary?: import('./release.mjs').CanaryRequest }} */ (request.body ?? {});
    const manifest = pin({
      deployDir,
      area,
      version: assertVersion(body.version),
      canary: body.canary,
      by: by(request),
      command: command(request),
    });
    return { remotes: status(deployDir), manifest };
  });
  for (const [action, run] of /** @type {const} */ ([
    ['rollback', rollback],
    ['promote', promote],
    ['abort', abort],
  ])) {
    app.post(`/v1/areas/:area/${action}`, async (request) => {
      const { area } = /** @type {{ area: string }} */ (request.params);
      const manifest = run({ deployDir, area, by: by(request), command: command(request) });
      return { remotes: status(deployDir), manifest };
    });
  }

  // Publish: the built version's files, as { files: { "<path in the version folder>": "<base64>" } }.
  app.put('/v1/areas/:area/versions/:version', { bodyLimit: PUBLISH_BODY_LIMIT }, async (request, reply) => {
    const { area, version } = /** @type {{ area: string, version: string }} */ (request.params);
    assertVersion(version);
    if (isWorkspaceVersion(version))
      throw new ReleaseError(
        `${area}@${version} is a workspace build's version (-${WORKSPACE_TAG}.<n>), never a release: publish a release version`,
      );
    const files = /** @type {{ files?: unknown }} */ (request.body ?? {}).files;
    if (!files || typeof files !== 'object' || Array.isArray(files))
      throw httpError(400, 'the body is { files: { "<path>": "<base64>" } }');
    const entries = Object.entries(files);
    for (const [file, content] of entries) {
      if (!FILE_PATH.test(file) || file.split('/').includes('..'))
        throw httpError(400, `'${file}' is not a file path inside the version folder`);
      if (typeof content !== 'string') throw httpError(400, `${file}: content is base64 text`);
    }
    const isShell = area === SHELL;
    const manifestFile = isShell ? 'm/mf-manifest.json' : 'mf-manifest.json';
    if (!entries.some(([file]) => file === manifestFile)) throw httpError(400, `a published version needs its ${manifestFile}`);
    const dir = releaseFiles(deployDir).versionDir(area, version);
    if (existsSync(dir))
      throw new ReleaseError(`${area}@${version} is already published; published versions are immutable, publish a new version`);
    const staging = mkdtempSync(path.join(path.dirname(path.dirname(dir)), `.upload-${area}-`));
    try {
      for (const [file, content] of entries) {
        const target = path.join(staging, file);
        mkdirSync(path.dirname(target), { recursive: true });
        writeFileSync(target, Buffer.from(/** @type {string} */ (content), 'base64'));
      }
      const missing = isShell ? [] : missingSingletons(path.join(staging, 'mf-manifest.json'));
      if (missing.length) throw httpError(422, `${area}@${version} does not share ${missing.join(', ')} as singletons: not published`);
      mkdirSync(path.dirname(dir), { recursive: true });
      try {
        // rename(2) would replace an empty folder: one that exists at all is another version's.
        if (existsSync(dir)) throw new Error('exists');
        renameSync(staging, dir);
      } catch {
        throw new ReleaseError(`${area}@${version} is already published; published versions are immutable, publish a new version`);
      }
      try {
        const record = recordBuild({ deployDir, area, version, source: 'publish', by: by(request), command: command(request) });
        return reply.code(201).send({ published: record });
      } catch (error) {
        rmSync(dir, { recursive: true, force: true });
        throw error;
      }
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
  });
  return app;
}
