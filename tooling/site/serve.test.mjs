import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
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
  ])('never serves a server build, which only the site server reads from disk (%s)', async (url) => {
    mkdirSync(path.join(deployDir, 'remotes', 'lobby', '1.0.0', 'server'), { recursive: true });
    writeFileSync(path.join(deployDir, 'remotes', 'lobby', '1.0.0', 'server', 'remoteEntry.js'), 'module.exports.secretServerCode = 1;');
    const response = await app.inject({ url });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.body).not.toContain('secretServerCode');
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
