import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempDeployTree } from '../release/testing.mjs';
import { createSiteServer, sampleRate, warmUp } from './serve.mjs';

let deployDir, app;
beforeEach(async () => {
  deployDir = tempDeployTree();
  mkdirSync(path.join(deployDir, 'remotes'));
  writeFileSync(path.join(deployDir, 'm', 'index.html'), '<!doctype html><title>m</title>');
  mkdirSync(path.join(deployDir, '.release'));
  writeFileSync(path.join(deployDir, '.release', 'tokens.json'), '{"tokens":[]}');
  app = await createSiteServer({ deployDir, apiUrl: 'http://127.0.0.1:9' });
});
afterEach(async () => {
  await app.close();
  rmSync(deployDir, { recursive: true, force: true });
});

describe('site server and the release state', () => {
  it('never serves the release state folder (tokens, audit log, lock)', async () => {
    const response = await app.inject({ url: '/.release/tokens.json' });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('tokens');
  });

  it.each([
    '/remotes/registry.json',
    '/remotes//registry.json',
    '/remotes/%72egistry.json',
    '/remotes/./registry.json',
    '/remotes/lobby/../registry.json',
    '/remotes/lobby%2F..%2Fregistry.json',
    '/remotes/REGISTRY.json',
    '/Remotes/registry.JSON',
  ])('never serves the registry, whose history names who released (%s), and serves the published versions', async (url) => {
    writeFileSync(path.join(deployDir, 'remotes', 'registry.json'), '{"remotes":{"lobby":{"history":[{"by":"lobby-squad"}]}}}');
    writeFileSync(path.join(deployDir, 'remotes', 'published.json'), '{"remotes":{}}');
    for (const method of /** @type {const} */ (['GET', 'HEAD'])) {
      const response = await app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(response.body).not.toContain('lobby-squad');
    }
    expect((await app.inject({ url: '/remotes/registry.json' })).statusCode).toBe(404);
    const published = await app.inject({ url: '/remotes/published.json' });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toEqual({ remotes: {} });
  });

  it.each([
    '/remotes/lobby/1.0.0/server/remoteEntry.js',
    '/remotes/lobby/1.0.0//server/remoteEntry.js',
    '/remotes/lobby/1.0.0/x/../server/remoteEntry.js',
    '/remotes/lobby/1.0.0/%73erver/remoteEntry.js',
    '/remotes/lobby/1.0.0/SERVER/remoteEntry.js',
  ])('never serves a server build, which only the site server reads from disk (%s)', async (url) => {
    mkdirSync(path.join(deployDir, 'remotes', 'lobby', '1.0.0', 'server'), { recursive: true });
    writeFileSync(path.join(deployDir, 'remotes', 'lobby', '1.0.0', 'server', 'remoteEntry.js'), 'module.exports.secretServerCode = 1;');
    const response = await app.inject({ url });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.body).not.toContain('secretServerCode');
  });

  it('sends a file in the form the build compressed it to (Brotli, then gzip), and compresses one it did not', async () => {
    const dir = path.join(deployDir, 'm', 'static');
    mkdirSync(dir, { recursive: true });
    const script = 'console.log("the site");\n'.repeat(100);
    writeFileSync(path.join(dir, 'main.0123abcd.js'), script);
    writeFileSync(path.join(dir, 'main.0123abcd.js.br'), 'brotli form');
    writeFileSync(path.join(dir, 'main.0123abcd.js.gz'), 'gzip form');
    writeFileSync(path.join(dir, 'other.4567cdef.js'), script);
    const asked = (url, acceptEncoding) => app.inject({ url, headers: { 'accept-encoding': acceptEncoding } });
    const brotli = await asked('/m/static/main.0123abcd.js', 'gzip, deflate, br');
    expect([brotli.headers['content-encoding'], brotli.body]).toEqual(['br', 'brotli form']);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    const gzip = await asked('/m/static/main.0123abcd.js', 'gzip');
    expect([gzip.headers['content-encoding'], gzip.body]).toEqual(['gzip', 'gzip form']);
    const plain = await asked('/m/static/main.0123abcd.js', 'identity');
    expect([plain.headers['content-encoding'], plain.body]).toEqual([undefined, script]);
    const compressedHere = await asked('/m/static/other.4567cdef.js', 'gzip');
    expect(compressedHere.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(compressedHere.rawPayload).toString()).toBe(script);
  });

  it('sends the page the browser renders from memory, compressed, and a changed page from the next request on', async () => {
    const page = path.join(deployDir, 'm', 'index.html');
    writeFileSync(page, `<!doctype html><title>m</title><div id="root"></div>${'<!-- shell -->'.repeat(200)}`);
    const browserRendered = await createSiteServer({ deployDir, apiUrl: 'http://127.0.0.1:9', ssr: false });
    try {
      const first = await browserRendered.inject({ url: '/m/home', headers: { 'accept-encoding': 'br, gzip' } });
      expect([first.statusCode, first.headers['content-encoding'], first.headers['cache-control']]).toEqual([200, 'br', 'no-cache']);
      expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(brotliDecompressSync(first.rawPayload).toString()).toContain('<div id="root"></div>');
      const deepLink = await browserRendered.inject({ url: '/m/gameList?gameType=RNG', headers: { 'accept-encoding': 'gzip' } });
      expect(gunzipSync(deepLink.rawPayload).toString()).toContain('<div id="root"></div>');
      writeFileSync(page, '<!doctype html><title>m</title><div id="root" data-build="next"></div>');
      const next = await browserRendered.inject({ url: '/m/home' });
      expect(next.body).toContain('data-build="next"');
    } finally {
      await browserRendered.close();
    }
  });

  it('takes players’ remote load reports on the same origin', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/__release/beacon',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ area: 'lobby', version: '1.0.0', kind: 'loaded' }),
    });
    expect(response.statusCode).toBe(204);
  });

  it('tells crawlers to read the pages, not the backend calls or release reports', async () => {
    const response = await app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('Allow: /m/');
    expect(response.body).toContain('Disallow: /wps/');
  });
});

describe('warming up', () => {
  it('renders home once before the server takes traffic, and says so when home does not answer', async () => {
    /** @type {unknown[]} */
    const asked = [];
    const lines = [];
    const app = (statusCode) => /** @type {any} */ ({ inject: async (request) => (asked.push(request), { statusCode }) });
    await warmUp(app(200), (line) => lines.push(line));
    expect(asked).toEqual([{ method: 'GET', url: '/m/', headers: { 'accept-encoding': 'gzip' } }]);
    expect(lines).toEqual([]);
    await warmUp(app(503), (line) => lines.push(line));
    expect(lines).toEqual(['site server: home answered 503 while warming up']);
  });
});

describe('the Web Vitals sample rate', () => {
  it('is a share from 0 to 1 from the environment, and every page view when unset or not one', () => {
    expect(sampleRate('0.25')).toBe(0.25);
    expect(sampleRate('0')).toBe(0);
    for (const value of [undefined, '', 'half', '-0.1', '1.5']) expect(sampleRate(value)).toBe(1);
  });
});
