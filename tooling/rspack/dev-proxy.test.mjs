// A remote's dev server in front of the composed site (dev-proxy.mjs): what it tells the site server about its
// build on each page request, the release manifest it rewrites, and what it says when the site ignores it.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import fs from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sha384Of } from '../release/integrity.mjs';
import { parseDevRemotes } from '../site/devRemotes.mjs';
import { composedSiteProxy, SITE_PATHS } from './dev-proxy.mjs';

/** A dev server whose build (in a folder of its own) is `entry` and `manifest`. */
function fakeDevServer({ entry = 'var mfe_lobby;', manifest = '{"name":"mfe_lobby"}' } = {}) {
  const outputDir = mkdtempSync(path.join(tmpdir(), 'm-dev-build-'));
  writeFileSync(path.join(outputDir, 'remoteEntry.js'), entry);
  writeFileSync(path.join(outputDir, 'mf-manifest.json'), manifest);
  return {
    middleware: { waitUntilValid: (done) => done({ hash: 'build-1' }), context: { outputFileSystem: fs } },
    compiler: { options: { output: { path: outputDir } } },
  };
}

/** The dev server's own middlewares, by name, around a fake dev server. */
function middlewaresOf(devServer = fakeDevServer()) {
  const middlewares = composedSiteProxy({ area: 'lobby' }).setupMiddlewares([], devServer);
  return Object.fromEntries(middlewares.map((m) => [m.name, m.middleware]));
}

/** Runs a middleware on a request; resolves with the request once it has called next. */
const passOn = (middleware, req) => new Promise((resolve) => middleware(req, {}, () => resolve(req)));

/** Runs a middleware that answers; resolves with the status and the JSON it sent. */
const answerOf = (middleware) =>
  new Promise((resolve) => {
    const res = { statusCode: 200, setHeader() {}, end: (body) => resolve({ status: res.statusCode, body: JSON.parse(body) }) };
    middleware({ method: 'GET', headers: {} }, res);
  });

const cleanups = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
  vi.restoreAllMocks();
});

/** A composed site answering /m/remotes.json with `manifest`; COMPOSED_SITE_URL points at it. */
async function composedSite(manifest) {
  const server = http.createServer((_req, res) => res.end(JSON.stringify(manifest)));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const before = process.env.COMPOSED_SITE_URL;
  process.env.COMPOSED_SITE_URL = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
  cleanups.push(async () => {
    process.env.COMPOSED_SITE_URL = before;
    if (before === undefined) delete process.env.COMPOSED_SITE_URL;
    await new Promise((resolve) => server.close(resolve));
  });
}

describe("a remote's dev server in front of the composed site", () => {
  it('names its build, with the hashes of its files, on every page request it passes on: what the site server reads', async () => {
    const devServer = fakeDevServer({ entry: 'var mfe_lobby = 1;' });
    const page = await passOn(middlewaresOf(devServer)['dev-build-of-pages'], { method: 'GET', headers: { accept: 'text/html,*/*' } });
    const outputDir = devServer.compiler.options.output.path;
    expect(parseDevRemotes(page.headers['x-m-dev-remotes'])).toEqual({
      lobby: {
        version: '0.0.0-dev',
        manifest: '/mf-manifest.json',
        entry: '/remoteEntry.js',
        integrity: {
          manifest: sha384Of(readFileSync(path.join(outputDir, 'mf-manifest.json'))),
          entry: sha384Of(readFileSync(path.join(outputDir, 'remoteEntry.js'))),
        },
      },
    });
  });

  it('names nothing on requests that are not pages, and passes on no build a client names', async () => {
    const { 'dev-build-of-pages': middleware } = middlewaresOf();
    const named = { 'x-m-dev-remotes': '{"lobby":{}}' };
    expect((await passOn(middleware, { method: 'GET', headers: { accept: 'application/json', ...named } })).headers).toEqual({
      accept: 'application/json',
    });
    expect((await passOn(middleware, { method: 'POST', headers: { accept: 'text/html', ...named } })).headers).toEqual({
      accept: 'text/html',
    });
  });

  it('gives the browser the deployed release manifest with its build in place of the area', async () => {
    const account = { version: '1.0.0', manifest: '/remotes/account/1.0.0/mf-manifest.json' };
    await composedSite({ remotes: { lobby: { version: '1.0.0' }, account } });
    const { status, body } = await answerOf(middlewaresOf()['release-manifest-override']);
    expect(status).toBe(200);
    expect(body.remotes.account).toEqual(account);
    expect(body.remotes.lobby).toMatchObject({ version: '0.0.0-dev', entry: '/remoteEntry.js' });
  });

  it('says where it looked when the composed site is not running', async () => {
    process.env.COMPOSED_SITE_URL = 'http://127.0.0.1:9';
    cleanups.push(async () => void delete process.env.COMPOSED_SITE_URL);
    const { status, body } = await answerOf(middlewaresOf()['release-manifest-override']);
    expect(status).toBe(502);
    expect(body.message).toContain('not running at http://127.0.0.1:9');
  });

  it("passes the site's own paths on, the release reports and the session among them", () => {
    expect(SITE_PATHS).toEqual(expect.arrayContaining(['/m', '/wps', '/remotes', '/__release', '/__session']));
  });

  it('tells its developer once how to start the site when the site renders pages without its build', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const [siteProxy] = composedSiteProxy({ area: 'lobby' }).proxy;
    if (!siteProxy) throw new Error('no proxy to the composed site');
    const { proxyRes } = siteProxy.on;
    const asked = { headers: { 'x-m-dev-remotes': '{}' } };
    proxyRes({ headers: { 'content-type': 'text/html', 'x-m-dev-remotes': 'lobby' } }, asked);
    expect(warn).not.toHaveBeenCalled();
    proxyRes({ headers: { 'content-type': 'text/html' } }, asked);
    proxyRes({ headers: { 'content-type': 'text/html' } }, asked);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('DEV_AREAS=1 npm start'));
  });
});
