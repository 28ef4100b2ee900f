import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { autoDismissAnnouncements, expect, test, tid } from '../support/fixtures';
import { cachedPaths, controlled, openWithWorker, RELEASE_SCRIPTS_CACHE, REMOTES_CACHE, untilOfflineReady } from '../support/serviceWorker';

/**
 * The installed web app (docs/installed-app.md): Chrome's install criteria, and what the
 * service worker does for a returning player: a repeat visit served from its cache, the site open offline,
 * and a cached remote file that was altered refused and fetched again. Every test starts in a fresh browser
 * context, so with no worker: the first load registers it, the next one is the returning player's.
 */

test.beforeEach(({ page }) => autoDismissAnnouncements(page));

const homeShows = (page: Page) => () => expect(page.getByTestId('game-tile').first()).toBeVisible({ timeout: 20_000 });
const areaRoot = (page: Page, area: string) => page.locator(`[data-remote="${area}"]`).first();

test("installable: Chrome finds nothing missing, and the manifest's icons and the iOS home-screen icon are served", async ({
  playwright,
  baseURL,
  request,
}, info) => {
  // Chrome never offers to install from an incognito window, which every Playwright context is but a persistent one.
  const profile = mkdtempSync(path.join(tmpdir(), 'm-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...info.project.use.launchOptions,
    viewport: { width: 390, height: 844 },
  });
  try {
    const page = await context.newPage();
    await page.goto(`${baseURL}/m/`);
    await expect(page.getByTestId('game-tile').first()).toBeVisible({ timeout: 20_000 });
    const cdp = await context.newCDPSession(page);
    expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
    const { url, errors, data } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    const manifest = JSON.parse(data ?? '{}') as {
      start_url: string;
      scope: string;
      display: string;
      icons: { src: string; sizes: string }[];
    };
    expect(new URL(url).pathname).toBe('/m/manifest.webmanifest');
    expect([manifest.start_url, manifest.scope, manifest.display]).toEqual(['/m/', '/m/', 'standalone']);
    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    for (const icon of [...manifest.icons.map((i) => i.src), touchIcon!]) {
      const answer = await request.get(icon);
      expect(answer.status(), icon).toBe(200);
      expect(answer.headers()['content-type'], icon).toBe('image/png');
    }
    expect(await page.locator('meta[name="apple-mobile-web-app-capable"]').getAttribute('content')).toBe('yes');
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

/** Every answer the page gets from now on: its path, its kind and whether the service worker gave it. */
function recordAnswers(page: Page) {
  const answers: { path: string; type: string; fromWorker: boolean }[] = [];
  page.on('response', (response) =>
    answers.push({
      path: new URL(response.url()).pathname,
      type: response.request().resourceType(),
      fromWorker: response.fromServiceWorker(),
    }),
  );
  return answers;
}

/** The paths of every file of the worker's caches: remote versions and the shell's build. */
const heldByWorker = async (page: Page) =>
  new Set([
    ...(await cachedPaths(page, REMOTES_CACHE)),
    ...(await cachedPaths(page, RELEASE_SCRIPTS_CACHE)),
    ...(await page.evaluate(async () => {
      const names = (await caches.keys()).filter((name) => name.startsWith('m-shell'));
      const keys = await Promise.all(names.map(async (name) => (await caches.open(name)).keys()));
      return keys.flat().map((r) => new URL(r.url).pathname);
    })),
  ]);

/** Whether the page in the tab is the server's render (its first view's data is in the HTML). */
const serverRendered = (page: Page) => page.evaluate(() => document.getElementById('m-first-view') !== null);

test('a repeat visit comes from the worker: the server-rendered page through it, every script, style and picture from its cache; the backend never', async ({
  page,
}) => {
  await openWithWorker(page, '/m/', homeShows(page));
  const answers = recordAnswers(page);
  await page.goto('/m/');
  await homeShows(page)();
  await page.waitForLoadState('networkidle');
  expect(await serverRendered(page)).toBe(true);
  const files = answers.filter((a) => ['script', 'stylesheet', 'image'].includes(a.type));
  expect(files.length).toBeGreaterThan(30);
  expect(files.filter((a) => !a.fromWorker)).toEqual([]);
  // The page itself came from the network through the worker (network first), naming the release it was
  // rendered with: the page never asks for the release manifest. The config comes through the worker too.
  expect(answers.find((a) => a.type === 'document')?.fromWorker).toBe(true);
  expect(answers.filter((a) => a.path === '/m/remotes.json')).toEqual([]);
  expect(answers.find((a) => a.path === '/m/config.json')?.fromWorker).toBe(true);
  // The server handed most of home's reads over with the page; what the page still asks goes to the backend.
  const backend = answers.filter((a) => a.path.startsWith('/wps/') && a.type !== 'image');
  expect(backend.length).toBeGreaterThan(0);
  expect(backend.filter((a) => a.fromWorker)).toEqual([]);
  // Every script came from the worker's cache, not through it from the network.
  const held = await heldByWorker(page);
  const scripts = answers.filter((a) => a.type === 'script').map((a) => a.path);
  expect(scripts.filter((p) => !held.has(p))).toEqual([]);
});

test.describe('rendered by the browser (SSR=0)', () => {
  test.use({ rendering: 'browser' });

  test('a repeat visit takes the release manifest through the worker and every script from its cache', async ({ page }) => {
    await openWithWorker(page, '/m/', homeShows(page));
    const answers = recordAnswers(page);
    await page.goto('/m/');
    await homeShows(page)();
    await page.waitForLoadState('networkidle');
    expect(await serverRendered(page)).toBe(false);
    expect(answers.find((a) => a.path === '/m/remotes.json')?.fromWorker).toBe(true);
    const held = await heldByWorker(page);
    const scripts = answers.filter((a) => a.type === 'script');
    expect(scripts.length).toBeGreaterThan(10);
    expect(scripts.filter((a) => !a.fromWorker || !held.has(a.path))).toEqual([]);
  });
});

test('offline: a server-rendered home reloads from the cache with the offline notice, and so do the areas warmed with it; an area never opened says so, with a retry', async ({
  page,
  context,
}) => {
  // Home's first visit also warms the footer tabs' areas (promotions among them): the worker keeps those too.
  await openWithWorker(page, '/m/', homeShows(page));
  expect(await serverRendered(page)).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(areaRoot(page, 'lobby')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('offline-notice')).toBeVisible();
  await expect(page.getByTestId('remote-error')).toHaveCount(0);
  // The worker's own page, the shell as the browser renders it alone, with the release it last read.
  expect(await serverRendered(page)).toBe(false);

  await page.click(tid('footer-tab-vip'));
  await expect(areaRoot(page, 'promotions')).toBeVisible({ timeout: 20_000 });

  // Opened by address, as from a bookmark: the account area was never loaded on this device.
  await page.goto('/m/login');
  const failed = page.getByTestId('remote-error');
  await expect(failed).toContainText('This part of the site has not been opened on this phone yet: it needs a connection');
  await expect(page.getByTestId('offline-notice')).toBeVisible();
  await context.setOffline(false);
  await failed.getByRole('button').click();
  await expect(page.locator('input[name="username"]')).toBeVisible({ timeout: 20_000 });
});

test('offline: an area visited before, server-rendered, reloads from the cache with the offline notice', async ({ page, context }) => {
  await openWithWorker(page, '/m/help', () => expect(areaRoot(page, 'support')).toBeVisible({ timeout: 20_000 }));
  expect(await serverRendered(page)).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(areaRoot(page, 'support')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('offline-notice')).toBeVisible();
  await expect(page.getByTestId('remote-error')).toHaveCount(0);
  expect(await serverRendered(page)).toBe(false);
});

test('a cached remote file that was altered (entry script, manifest, a chunk, a CSS file) is refused by the worker, dropped and fetched again', async ({
  page,
  context,
  request,
}) => {
  const warnings: string[] = [];
  context.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await openWithWorker(page, '/m/', homeShows(page));
  const release = (await (await request.get('/m/remotes.json')).json()) as { remotes: { lobby: { entry: string; manifest: string } } };
  const { entry, manifest } = release.remotes.lobby;
  const folder = manifest.slice(0, manifest.lastIndexOf('/') + 1);
  const home = (
    (await (await request.get(manifest)).json()) as { exposes: { path: string; assets: Record<'js' | 'css', { sync: string[] }> }[] }
  ).exposes.find((e) => e.path === './Home')!.assets;
  const homeFile = (kind: 'js' | 'css') => folder + home[kind].sync.find((f) => f.startsWith('__federation_expose_Home'))!;
  const [chunk, css] = [homeFile('js'), homeFile('css')];
  await untilOfflineReady(page);
  expect(await cachedPaths(page, REMOTES_CACHE)).toEqual(expect.arrayContaining([entry, manifest, chunk, css]));

  await page.evaluate(
    async (urls) => {
      const cache = await caches.open('m-remotes');
      // Every copy goes, whatever request headers it was kept under (a compressed answer varies on them).
      for (const url of urls) await cache.delete(url, { ignoreVary: true });
      await cache.put(urls[0]!, new Response('window.__tampered = true;', { headers: { 'Content-Type': 'text/javascript' } }));
      await cache.put(urls[1]!, new Response('{"name":"mfe_lobby","exposes":[]}', { headers: { 'Content-Type': 'application/json' } }));
      await cache.put(urls[2]!, new Response('window.__tamperedChunk = true;', { headers: { 'Content-Type': 'text/javascript' } }));
      await cache.put(urls[3]!, new Response('body{outline:7px solid red}', { headers: { 'Content-Type': 'text/css' } }));
    },
    [entry, manifest, chunk, css],
  );
  // A new tab: a reload could take the chunk and the CSS file from the page's memory cache, never asking the worker.
  await page.close();
  const again = await context.newPage();
  await autoDismissAnnouncements(again);
  again.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await again.goto('/m/');
  await homeShows(again)();
  expect(await controlled(again)).toBe(true);
  expect(await again.evaluate(() => (window as { __tampered?: boolean }).__tampered)).toBeUndefined();
  expect(await again.evaluate(() => (window as { __tamperedChunk?: boolean }).__tamperedChunk)).toBeUndefined();
  expect(await again.evaluate(() => getComputedStyle(document.body).outlineWidth)).not.toBe('7px');
  await expect.poll(() => warnings.filter((w) => w.includes('does not match its release hash')).length).toBe(4);
  // The pinned version runs: the worker answered what the server has, so the page had nothing to refuse.
  expect(errors.join('\n')).not.toContain('falling back');
  // What the worker holds now is what the server has.
  for (const url of [entry, manifest, chunk, css]) {
    const held = await again.evaluate(async (u) => (await (await caches.open('m-remotes')).match(u))?.text(), url);
    expect(held, url).toBe(await (await request.get(url)).text());
  }
});
