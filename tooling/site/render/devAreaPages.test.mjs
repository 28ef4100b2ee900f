// The site server's pages with dev areas on (../devRemotes.mjs), over a stand-in for the shell's server build
// (testing/stubRenderer.cjs, whose handover names the release it rendered with): a page asked for through an
// area's dev server on this machine runs that area's dev build; nothing else does, and never without dev areas.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createSiteServer } from '../serve.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const HASH = `sha384-${'A'.repeat(64)}`;
const DEPLOYED = {
  version: '1.0.0',
  manifest: '/remotes/lobby/1.0.0/mf-manifest.json',
  entry: '/remotes/lobby/1.0.0/remoteEntry.js',
  server: '/remotes/lobby/1.0.0/server/remoteEntry.js',
  integrity: { manifest: HASH, entry: HASH, server: HASH },
};
const DEV_BUILD = {
  version: '0.0.0-dev',
  manifest: '/mf-manifest.json',
  entry: '/remoteEntry.js',
  integrity: { manifest: HASH, entry: HASH },
};
const THROUGH_DEV_SERVER = { 'x-m-dev-remotes': JSON.stringify({ lobby: DEV_BUILD }), 'accept-encoding': 'identity' };

/** @type {(() => Promise<void>)[]} */
const cleanups = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A site server over a deploy tree that pins lobby@1.0.0 and renders with the stub. */
async function site({ devAreas }) {
  const deployDir = mkdtempSync(path.join(tmpdir(), 'm-dev-areas-'));
  mkdirSync(path.join(deployDir, 'm'), { recursive: true });
  mkdirSync(path.join(deployDir, '.ssr', 'shell'), { recursive: true });
  writeFileSync(
    path.join(deployDir, 'm', 'index.html'),
    '<!doctype html><html><head><title>m</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(deployDir, 'm', 'remotes.json'), JSON.stringify({ remotes: { lobby: DEPLOYED } }));
  writeFileSync(path.join(deployDir, 'm', 'config.json'), JSON.stringify({ apiBase: '/wps' }));
  copyFileSync(path.join(here, 'testing', 'stubRenderer.cjs'), path.join(deployDir, '.ssr', 'shell', 'render.cjs'));
  const app = await createSiteServer({ deployDir, apiUrl: 'http://127.0.0.1:9', ssr: true, pageCacheMs: 1000, testHooks: false, devAreas });
  cleanups.push(async () => {
    await app.close();
    rmSync(deployDir, { recursive: true, force: true });
  });
  /** The lobby release a page ran, the dev areas it says it used, and its caching. */
  return async (/** @type {{ headers: Record<string, string>, remoteAddress?: string }} */ request) => {
    const response = await app.inject({ url: '/m/home', ...request });
    const handover = /<script type="application\/json" id="m-first-view">(.*?)<\/script>/s.exec(response.body)?.[1];
    return {
      lobby: handover ? JSON.parse(handover).release.remotes.lobby : undefined,
      used: response.headers['x-m-dev-remotes'],
      cacheControl: response.headers['cache-control'],
    };
  };
}

describe('pages with dev areas on', () => {
  it('run the dev build a dev server on this machine names, and are kept by no cache', async () => {
    const page = await site({ devAreas: true });
    expect(await page({ headers: THROUGH_DEV_SERVER })).toEqual({ lobby: DEV_BUILD, used: 'lobby', cacheControl: 'private, no-cache' });
    // The same page asked for again, and without the dev server, is the release's.
    expect(await page({ headers: THROUGH_DEV_SERVER })).toMatchObject({ lobby: DEV_BUILD });
    expect(await page({ headers: { 'accept-encoding': 'identity' } })).toEqual({
      lobby: DEPLOYED,
      used: undefined,
      cacheControl: 'no-cache',
    });
  });

  it('run the release for a request from elsewhere, or forwarded by a proxy (the edge)', async () => {
    const page = await site({ devAreas: true });
    expect(await page({ headers: THROUGH_DEV_SERVER, remoteAddress: '192.0.2.10' })).toMatchObject({ lobby: DEPLOYED, used: undefined });
    expect(await page({ headers: { ...THROUGH_DEV_SERVER, 'x-forwarded-for': '192.0.2.10' } })).toMatchObject({
      lobby: DEPLOYED,
      used: undefined,
    });
  });
});

describe('pages as npm start serves players (dev areas off)', () => {
  it("never read a dev server's header, even from this machine", async () => {
    const page = await site({ devAreas: false });
    expect(await page({ headers: THROUGH_DEV_SERVER })).toEqual({ lobby: DEPLOYED, used: undefined, cacheControl: 'no-cache' });
  });
});
