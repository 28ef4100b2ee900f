import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localActor, readAudit } from './audit.mjs';
import { folderFiles } from './client.mjs';
import { readManifest, readRegistry } from './files.mjs';
import { pin, recordBuild } from './release.mjs';
import { throwawayRedis } from '../edge/testing.mjs';
import { redisState } from '../site/redisState.mjs';
import { createReleaseService } from './service.mjs';
import { fakeBuild, fakeShellBuild, tempDeployTree } from './testing.mjs';
import { addToken, revokeToken, rotateToken } from './tokens.mjs';

let deployDir, app, base, tokensFile, tokens, logged;
let nonce = 0;

beforeEach(async () => {
  deployDir = tempDeployTree();
  for (const area of ['lobby', 'promotions'])
    for (const version of ['1.0.0', '1.1.0']) {
      fakeBuild(deployDir, area, version);
      recordBuild({ deployDir, area, version, command: 'setup', source: 'publish' });
    }
  pin({ deployDir, area: 'lobby', version: '1.0.0', command: 'setup' });
  tokensFile = path.join(deployDir, '.release', 'tokens.json');
  tokens = {
    lobby: addToken({ deployDir, file: tokensFile, name: 'lobby-squad', areas: ['lobby'] }),
    manager: addToken({ deployDir, file: tokensFile, name: 'release-manager', areas: ['*'] }),
  };
  logged = [];
  app = createReleaseService({ deployDir, tokensFile, log: (line) => logged.push(line) });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(async () => {
  await app.close();
  rmSync(deployDir, { recursive: true, force: true });
});

/** A request as a pipeline makes it; `headers` replace the defaults. */
function send(method, route, { token = tokens.manager, body = {}, headers = {} } = {}) {
  const all = {
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    'content-type': 'application/json',
    'x-release-nonce': `nonce-${Date.now()}-${++nonce}-abcdefgh`,
    'x-release-time': String(Date.now()),
    ...headers,
  };
  for (const [k, v] of Object.entries(all)) if (v === undefined) delete all[k];
  return fetch(`${base}${route}`, { method, headers: all, body: typeof body === 'string' ? body : JSON.stringify(body) });
}
const pinLobby = (options = {}) => send('POST', '/v1/areas/lobby/pin', { body: { version: '1.1.0' }, ...options });

const refusals = () => readAudit(deployDir).filter((e) => e.action === 'refused' || e.action === 'throttled');

/** Everything a change could write: the registry, the manifest, the audit log's changes, the published folders. */
function written() {
  const file = (f) => (existsSync(f) ? readFileSync(f, 'utf8') : '');
  return {
    registry: file(path.join(deployDir, 'remotes', 'registry.json')),
    manifest: file(path.join(deployDir, 'm', 'remotes.json')),
    audit: readAudit(deployDir).length - refusals().length,
    folders: readdirSync(path.join(deployDir, 'remotes')).flatMap((a) =>
      a.endsWith('.json') ? [] : readdirSync(path.join(deployDir, 'remotes', a)).map((v) => `${a}/${v}`),
    ),
  };
}

describe('release service: who may change what', () => {
  it.each([
    ['no token', { token: null }, 401, /a token is required/],
    ['a wrong token', { token: 'mrt_not-a-real-token' }, 401, /not valid/],
    ["another squad's area", { token: 'LOBBY', route: '/v1/areas/promotions/pin' }, 403, /'lobby-squad' may not change promotions/],
  ])(
    'refuses %s, changes nothing, and writes the refusal to the audit log and the service log',
    async (_name, /** @type {{ token: string | null, route?: string }} */ { token, route = '/v1/areas/lobby/pin' }, code, message) => {
      const before = written();
      const presented = token === 'LOBBY' ? tokens.lobby : token;
      const response = await send('POST', route, { token: presented, body: { version: '1.1.0' } });
      expect(response.status).toBe(code);
      expect((await response.json()).message).toMatch(message);
      expect(written()).toEqual(before);
      expect(refusals()).toEqual([
        {
          at: expect.any(String),
          by: token === 'LOBBY' ? 'lobby-squad' : '(unknown)',
          action: 'refused',
          area: route.split('/')[3],
          status: code,
          reason: expect.stringMatching(message),
          address: '127.0.0.1',
          method: 'POST',
          path: route,
        },
      ]);
      if (presented) expect(readFileSync(path.join(deployDir, '.release', 'audit.jsonl'), 'utf8')).not.toContain(presented);
      expect(logged).toEqual([expect.stringMatching(new RegExp(`refused\\s+${code} POST ${route} from 127\\.0\\.0\\.1: `))]);
    },
  );

  it('lets a squad pin its own area and a release manager any; the audit log names who, from and to', async () => {
    expect((await pinLobby({ token: tokens.lobby })).status).toBe(200);
    expect((await send('POST', '/v1/areas/promotions/pin', { body: { version: '1.1.0' } })).status).toBe(200);
    expect(readManifest(deployDir).remotes.lobby.version).toBe('1.1.0');
    expect(readAudit(deployDir).slice(-2)).toMatchObject([
      { by: 'lobby-squad', action: 'pin', area: 'lobby', from: '1.0.0', to: '1.1.0' },
      { by: 'release-manager', action: 'pin', area: 'promotions', from: null, to: '1.1.0' },
    ]);
    const history = await (await fetch(`${base}/v1/history`, { headers: { authorization: `Bearer ${tokens.lobby}` } })).json();
    expect(history.entries.at(-1)).toMatchObject({ by: 'release-manager', area: 'promotions' });
  });

  it('stops taking a rotated or revoked token at once', async () => {
    const { token } = rotateToken({ deployDir, file: tokensFile, name: 'lobby-squad' });
    expect((await pinLobby({ token: tokens.lobby })).status).toBe(401);
    expect((await pinLobby({ token })).status).toBe(200);
    revokeToken({ deployDir, file: tokensFile, name: 'lobby-squad' });
    expect((await send('POST', '/v1/areas/lobby/rollback', { token })).status).toBe(401);
    expect(readManifest(deployDir).remotes.lobby.version).toBe('1.1.0');
  });

  it('keeps only hashes of the tokens', () => {
    const stored = readFileSync(tokensFile, 'utf8');
    expect(stored).not.toContain(tokens.lobby);
    expect(stored).not.toContain(tokens.manager);
    expect(stored).toMatch(/"hash": "sha256:[0-9a-f]{64}"/);
  });
});

describe('release service: refused calls cannot flood it', () => {
  /** A second service on the same tree with its own options; closed after `use`. */
  async function withService(options, use) {
    const service = createReleaseService({ deployDir, tokensFile, ...options });
    try {
      await use(await service.listen({ port: 0, host: '127.0.0.1' }));
    } finally {
      await service.close();
    }
  }
  const status = (url, token, headers = {}) => fetch(`${url}/v1/status`, { headers: { authorization: `Bearer ${token}`, ...headers } });

  it('answers 429 past 10 calls refused with 401 from one address in a minute', async () => {
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push((await status(base, 'mrt_guess')).status);
    expect(answers).toEqual([...Array(10).fill(401), 429, 429]);
  });

  it('logs the first 429 of a minute and no later one; a valid token still works; the next minute counts again', async () => {
    let clock = Date.now();
    const lines = [];
    await withService({ now: () => clock, refusalsPerMinute: 3, log: (line) => lines.push(line) }, async (url) => {
      const answers = [];
      for (let i = 0; i < 6; i++) answers.push(await status(url, 'mrt_guess'));
      expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 429, 429, 429]);
      expect(answers[3]?.headers.get('retry-after')).toBe('60');
      expect(refusals().map((e) => `${e.action} ${e.status}`)).toEqual(['refused 401', 'refused 401', 'refused 401', 'throttled 429']);
      expect(lines).toHaveLength(4);
      expect((await status(url, tokens.lobby)).status).toBe(200);
      clock += 61_000;
      expect((await status(url, 'mrt_guess')).status).toBe(401);
    });
  });

  it("names the caller's address a TLS proxy in front forwards (--trust-proxy), and ignores the header otherwise", async () => {
    const forwarded = { 'x-forwarded-for': '203.0.113.7' };
    await withService({ trustProxy: 'loopback' }, async (url) => {
      expect((await status(url, 'mrt_guess', forwarded)).status).toBe(401);
    });
    expect((await status(base, 'mrt_guess', forwarded)).status).toBe(401);
    expect(refusals().map((e) => e.address)).toEqual(['203.0.113.7', '127.0.0.1']);
  });
});

describe('release service: bad input gets a clear 4xx and writes nothing', () => {
  it.each([
    ['malformed JSON', () => pinLobby({ body: '{"version": "1.1.0"' }), 400, /JSON/i],
    ['an unknown area', () => send('POST', '/v1/areas/casino/pin', { body: { version: '1.0.0' } }), 404, /unknown area 'casino'/],
    ['a path in the version', () => pinLobby({ body: { version: '../../m/1.0.0' } }), 400, /is not a version/],
    [
      'a path in a published version',
      () => send('PUT', '/v1/areas/lobby/versions/..%2F..%2Fm', { body: { files: { 'mf-manifest.json': 'e30=' } } }),
      400,
      /is not a version/,
    ],
    [
      'a path in a published file',
      () =>
        send('PUT', '/v1/areas/lobby/versions/2.0.0', { body: { files: { 'mf-manifest.json': 'e30=', '../../m/index.html': 'eA==' } } }),
      400,
      /not a file path inside/,
    ],
    ['an unknown field', () => pinLobby({ body: { version: '1.1.0', force: true } }), 400, /additional properties/],
    ['an oversized body', () => pinLobby({ body: { version: '1.1.0', pad: 'x'.repeat(10_000) } }), 413, /too large/i],
    ['a missing nonce', () => pinLobby({ headers: { 'x-release-nonce': undefined } }), 400, /X-Release-Nonce/],
    ['a request made long ago', () => pinLobby({ headers: { 'x-release-time': String(Date.now() - 3_600_000) } }), 401, /too long ago/],
    ['a version that is not published', () => send('POST', '/v1/areas/lobby/pin', { body: { version: '9.9.9' } }), 409, /not published/],
    [
      "a workspace build's version as a release",
      () => send('PUT', '/v1/areas/lobby/versions/1.0.0-workspace.1', { body: { files: { 'mf-manifest.json': 'e30=' } } }),
      409,
      /workspace build's version/,
    ],
    [
      'a release already published, again',
      () => send('PUT', '/v1/areas/lobby/versions/1.0.0', { body: { files: { 'mf-manifest.json': 'e30=' } } }),
      409,
      /already published/,
    ],
  ])('%s', async (_name, request, code, message) => {
    const before = written();
    const response = await request();
    expect(response.status).toBe(code);
    expect((await response.json()).message).toMatch(message);
    expect(written()).toEqual(before);
  });

  it('a replayed request: the same nonce is refused the second time', async () => {
    const headers = { 'x-release-nonce': 'replayed-nonce-0123456789' };
    expect((await pinLobby({ headers })).status).toBe(200);
    const before = written();
    const replay = await send('POST', '/v1/areas/lobby/rollback', { headers });
    expect(replay.status).toBe(409);
    expect((await replay.json()).message).toMatch(/replayed/);
    expect(written()).toEqual(before);
    expect(refusals()).toMatchObject([
      {
        by: 'release-manager',
        action: 'refused',
        status: 409,
        path: '/v1/areas/lobby/rollback',
        reason: expect.stringMatching(/replayed/),
      },
    ]);
  });

  it('a request replayed to another release service sharing the state in Redis is refused there too', async () => {
    const redis = await throwawayRedis();
    const prefix = `service-${Date.now()}:`;
    const shared = () => redisState({ redisUrl: redis.socket, deployDir, prefix });
    const services = [
      createReleaseService({ deployDir, tokensFile, state: shared() }),
      createReleaseService({ deployDir, tokensFile, state: shared() }),
    ];
    try {
      const [first, second] = await Promise.all(services.map((service) => service.listen({ port: 0, host: '127.0.0.1' })));
      const headers = {
        authorization: `Bearer ${tokens.manager}`,
        'content-type': 'application/json',
        'x-release-nonce': 'replayed-elsewhere-0123456789',
        'x-release-time': String(Date.now()),
      };
      const body = JSON.stringify({ version: '1.1.0' });
      expect((await fetch(`${first}/v1/areas/lobby/pin`, { method: 'POST', headers, body })).status).toBe(200);
      const before = written();
      const replay = await fetch(`${second}/v1/areas/lobby/rollback`, { method: 'POST', headers, body: '{}' });
      expect(replay.status).toBe(409);
      expect(written()).toEqual(before);
    } finally {
      await Promise.all(services.map((service) => service.close()));
      redis.close();
    }
  });
});

describe('release service: publish and canary', () => {
  it('publishes an uploaded version folder once, then pins it as a canary and promotes it', async () => {
    const files = folderFiles(fakeBuild(tempDeployTree(), 'lobby', '2.0.0'));
    const upload = () => send('PUT', '/v1/areas/lobby/versions/2.0.0', { token: tokens.lobby, body: { files } });
    expect((await upload()).status).toBe(201);
    expect(readRegistry(deployDir).remotes.lobby.versions['2.0.0']).toMatchObject({
      source: 'publish',
      entry: '/remotes/lobby/2.0.0/remoteEntry.js',
    });
    const again = await upload();
    expect(again.status).toBe(409);
    expect((await again.json()).message).toMatch(/already published/);

    const canary = await send('POST', '/v1/areas/lobby/pin', { token: tokens.lobby, body: { version: '2.0.0', canary: { percent: 10 } } });
    expect(canary.status).toBe(200);
    expect(readManifest(deployDir).remotes.lobby).toMatchObject({ version: '1.0.0', canary: { version: '2.0.0', percent: 10 } });
    expect((await send('POST', '/v1/areas/lobby/promote', { token: tokens.lobby })).status).toBe(200);
    expect(readManifest(deployDir).remotes.lobby).toMatchObject({ version: '2.0.0', fallback: { version: '1.0.0' } });
    expect(readManifest(deployDir).remotes.lobby.canary).toBeUndefined();
  });

  it("a canary's vitals rules are taken with the pin, and each area's timeline is read by area", async () => {
    const files = folderFiles(fakeBuild(tempDeployTree(), 'lobby', '2.1.0'));
    expect((await send('PUT', '/v1/areas/lobby/versions/2.1.0', { token: tokens.lobby, body: { files } })).status).toBe(201);
    const body = { version: '2.1.0', canary: { percent: 5, lcpMargin: 30, inpLimit: 250 } };
    expect((await send('POST', '/v1/areas/lobby/pin', { token: tokens.lobby, body })).status).toBe(200);
    const { remotes } = await (await fetch(`${base}/v1/status`, { headers: { authorization: `Bearer ${tokens.lobby}` } })).json();
    expect(remotes.find((/** @type {{ area: string }} */ r) => r.area === 'lobby').canary).toMatchObject({
      version: '2.1.0',
      lcpMargin: 30,
      inpLimit: 250,
      clsLimit: 0.1,
    });
    const timeline = (/** @type {string} */ query) =>
      fetch(`${base}/v1/timeline${query}`, { headers: { authorization: `Bearer ${tokens.lobby}` } });
    expect(await (await timeline('?area=lobby')).json()).toEqual({ points: [] });
    expect((await timeline('?area=casino')).status).toBe(400);
    expect((await fetch(`${base}/v1/timeline?area=lobby`)).status).toBe(401);
    await send('POST', '/v1/areas/lobby/abort', { token: tokens.lobby });
  });

  it("publishes, pins and rolls back the shell for a token allowed it; a squad's token may not", async () => {
    const files = folderFiles(fakeShellBuild(tempDeployTree(), '2.0.0').dir);
    expect((await send('PUT', '/v1/areas/shell/versions/2.0.0', { token: tokens.lobby, body: { files } })).status).toBe(403);
    expect((await send('PUT', '/v1/areas/shell/versions/2.0.0', { body: { files } })).status).toBe(201);
    fakeShellBuild(deployDir, '1.0.0');
    recordBuild({ deployDir, area: 'shell', version: '1.0.0', command: 'setup', source: 'publish' });
    for (const version of ['1.0.0', '2.0.0']) expect((await send('POST', '/v1/areas/shell/pin', { body: { version } })).status).toBe(200);
    expect(readFileSync(path.join(deployDir, 'm', 'index.html'), 'utf8')).toContain('content="2.0.0"');
    expect((await send('POST', '/v1/areas/shell/rollback', { token: tokens.lobby })).status).toBe(403);
    const rolledBack = await send('POST', '/v1/areas/shell/rollback');
    expect(rolledBack.status).toBe(200);
    expect((await rolledBack.json()).manifest.shell).toEqual({ version: '1.0.0' });
    expect(readFileSync(path.join(deployDir, 'm', 'index.html'), 'utf8')).toContain('content="1.0.0"');
    expect(
      readAudit(deployDir)
        .filter((e) => e.area === 'shell')
        .map((e) => `${e.action} ${e.by}`),
    ).toEqual([
      'refused lobby-squad',
      'publish release-manager',
      `publish ${localActor()}`,
      'pin release-manager',
      'pin release-manager',
      'refused lobby-squad',
      'rollback release-manager',
    ]);
  });
});

describe('the CLI with --server', () => {
  const cli = path.join(import.meta.dirname, 'cli.mjs');
  const run = (args, token) =>
    promisify(execFile)(process.execPath, [cli, ...args, '--server', base], { env: { ...process.env, RELEASE_TOKEN: token } });

  it("pins through the service and shows the audit log with status --history; another squad's area fails with the reason", async () => {
    expect((await run(['pin', 'lobby@1.1.0'], tokens.lobby)).stdout).toMatch(/pinned lobby@1.1.0 \(fallback 1.0.0\)/);
    expect((await run(['status', '--history'], tokens.lobby)).stdout).toMatch(/lobby-squad\s+pin\s+lobby\s+1\.0\.0 → 1\.1\.0/);
    const refused = await run(['pin', 'promotions@1.1.0'], tokens.lobby).catch((error) => error);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/403: the token 'lobby-squad' may not change promotions/);
  }, 30_000);
});
