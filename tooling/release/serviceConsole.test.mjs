import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readAudit } from './audit.mjs';
import { CONSOLE_CONTENT_SECURITY_POLICY } from './consoleFiles.mjs';
import { createReleaseService } from './service.mjs';
import { tempDeployTree } from './testing.mjs';
import { addToken } from './tokens.mjs';

const PAGE =
  '<!doctype html><html lang="en"><title>Release console</title><script defer src="/console/static/console.0123abcd.js"></script></html>';

let deployDir, consoleDir, tokensFile, tokens, app, base;

async function start(options = {}) {
  app = createReleaseService({ deployDir, tokensFile, consoleDir, ...options });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
}

beforeEach(() => {
  deployDir = tempDeployTree();
  consoleDir = mkdtempSync(path.join(tmpdir(), 'm-console-dist-'));
  mkdirSync(path.join(consoleDir, 'static'));
  writeFileSync(path.join(consoleDir, 'index.html'), PAGE);
  writeFileSync(path.join(consoleDir, 'static', 'console.0123abcd.js'), 'console.log(1)');
  tokensFile = path.join(deployDir, '.release', 'tokens.json');
  tokens = {
    lobby: addToken({ deployDir, file: tokensFile, name: 'lobby-squad', areas: ['lobby', 'shell'] }),
    manager: addToken({ deployDir, file: tokensFile, name: 'release-manager', areas: ['*'] }),
  };
});
afterEach(async () => {
  await app?.close();
  app = undefined;
  rmSync(deployDir, { recursive: true, force: true });
  rmSync(consoleDir, { recursive: true, force: true });
});

const bearer = (token) => ({ authorization: `Bearer ${token}` });

describe('release service: whoami', () => {
  beforeEach(() => start());

  it("names the token and the areas it may change ('*' for every area)", async () => {
    for (const [token, expected] of [
      [tokens.lobby, { name: 'lobby-squad', areas: ['lobby', 'shell'] }],
      [tokens.manager, { name: 'release-manager', areas: ['*'] }],
    ]) {
      const response = await fetch(`${base}/v1/whoami`, { headers: bearer(token) });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(expected);
    }
  });

  it('refuses a missing or wrong token with 401 and logs the refusal, never the token', async () => {
    expect((await fetch(`${base}/v1/whoami`)).status).toBe(401);
    expect((await fetch(`${base}/v1/whoami`, { headers: bearer('mrt_wrong') })).status).toBe(401);
    expect(
      readAudit(deployDir)
        .filter((e) => e.action === 'refused')
        .map((e) => [e.status, e.path]),
    ).toEqual([
      [401, '/v1/whoami'],
      [401, '/v1/whoami'],
    ]);
  });
});

describe('release service: the console', () => {
  beforeEach(() => start());

  it('serves its page and hashed files without a token, with the strict policy and cache rules', async () => {
    const page = await fetch(`${base}/console/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toBe(PAGE);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toBe(CONSOLE_CONTENT_SECURITY_POLICY);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("style-src 'self'");
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');

    const script = await fetch(`${base}/console/static/console.0123abcd.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(script.headers.get('content-security-policy')).toBe(CONSOLE_CONTENT_SECURITY_POLICY);

    const bare = await fetch(`${base}/console`, { redirect: 'manual' });
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/console/');
    expect(readAudit(deployDir).filter((e) => e.action === 'refused')).toEqual([]);
  });

  it('still wants the token for every /v1 call, and only reads are exempt under /console/', async () => {
    expect((await fetch(`${base}/v1/status`)).status).toBe(401);
    expect((await fetch(`${base}/v1/history`)).status).toBe(401);
    const status = await fetch(`${base}/v1/status`, { headers: bearer(tokens.manager) });
    expect(status.status).toBe(200);
    expect(status.headers.get('content-security-policy')).toBe(CONSOLE_CONTENT_SECURITY_POLICY);
    expect((await fetch(`${base}/console/`, { method: 'POST' })).status).toBe(401);
    for (const sneaky of [
      '/console/../v1/status',
      '/console/..%2Fv1%2Fstatus',
      '/console/%2e%2e/v1/history',
      '/console/../.release/tokens.json',
    ]) {
      const response = await fetch(`${base}${sneaky}`);
      expect(response.status, sneaky).not.toBe(200);
      expect(await response.text(), sneaky).not.toMatch(/remotes|entries|sha256/);
    }
  });
});

it('says the console is not built when its folder has no page, and /v1 works the same', async () => {
  rmSync(path.join(consoleDir, 'index.html'));
  await start();
  const response = await fetch(`${base}/console/`);
  expect(response.status).toBe(404);
  expect((await response.json()).message).toMatch(/the release console is not built in .*: npm run build/);
  expect((await fetch(`${base}/v1/whoami`, { headers: bearer(tokens.manager) })).status).toBe(200);
});
