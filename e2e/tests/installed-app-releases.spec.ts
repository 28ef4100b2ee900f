import type { Page } from '@playwright/test';
import { autoDismissAnnouncements, expect, tid } from '../support/fixtures';
import { lobbySourceWithHotGamesTitle, ReleaseSite } from '../support/releaseSite';
import {
  cachedVersions,
  controlled,
  controllerVersion,
  NEXT_THEME_MARK,
  openWithWorker,
  shipNextShellBuild,
  switchWorker,
  stayUntilOfflineReady,
  untilOfflineReady,
} from '../support/serviceWorker';
import { test, sitePorts } from '../support/site';
import { workerVersions } from '../support/workerVersions';

/**
 * The service worker and releases, on a private copy of the deploy tree whose pages the server renders, as
 * `npm start` serves them (docs/installed-app.md): a pin and a rollback reach the next
 * online page load of a page the worker controls, a new shell build is offered in a toast and runs whole after
 * the reload, a page the server renders on a new build runs that build alone under a worker of the old one,
 * and the kill switch takes the worker away.
 */

const ports = sitePorts(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
const site = new ReleaseSite(ports.releaseSite, `http://127.0.0.1:${ports.api}`, true);
const NEW_TITLE = 'Hot Games, in 1.1.0 behind a worker';

// Publishing builds a remote: on a busy two-core machine that alone can take most of the default timeout.
test.describe.configure({ mode: 'serial', timeout: 240_000 });
test.beforeAll(async () => site.start());
test.afterAll(() => site.stop());
test.beforeEach(async ({ page }) => {
  site.resetTree();
  await autoDismissAnnouncements(page);
});

const home = (page: Page) => async () => {
  await expect(page.locator('[data-remote="lobby"]')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('#row-hot')).toBeVisible({ timeout: 20_000 });
};
const hotGames = (page: Page) => page.locator('#row-hot');
const serverRendered = (page: Page) => page.evaluate(() => document.getElementById('m-first-view') !== null);
const nextThemeScriptRan = (page: Page) => page.evaluate((mark) => document.documentElement.dataset[mark] === 'true', NEXT_THEME_MARK);
const shellEntries = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((p) => /^\/m\/static\/main\./.test(p)),
  );

test('a pin and a rollback reach the next online load of a page the worker controls; a version no release names is dropped', async ({
  page,
}) => {
  const base = site.pinned('lobby');
  await openWithWorker(page, `${site.baseURL}/m/`, home(page));
  await untilOfflineReady(page);
  expect(await cachedVersions(page, 'lobby')).toEqual([base]);

  site.release('publish', 'mfe-lobby', '--version', '1.1.0', '--source', lobbySourceWithHotGamesTitle(NEW_TITLE));
  site.release('pin', 'lobby@1.1.0');
  await page.goto(`${site.baseURL}/m/`);
  await expect(hotGames(page)).toHaveText(NEW_TITLE, { timeout: 20_000 });
  expect(await controlled(page)).toBe(true);
  await untilOfflineReady(page);
  // The workspace build is the fallback now: both are kept.
  expect(await cachedVersions(page, 'lobby')).toEqual([base, '1.1.0']);

  site.release('rollback', 'lobby');
  await page.goto(`${site.baseURL}/m/`);
  await expect(hotGames(page)).toHaveText('Hot Games', { timeout: 20_000 });
  expect(await controlled(page)).toBe(true);
  await untilOfflineReady(page);
  // No pin, fallback or canary names 1.1.0 any more.
  expect(await cachedVersions(page, 'lobby')).toEqual([base]);
});

test('a new shell build is offered in a toast; after the reload the page runs the new build, and nothing of the old one', async ({
  page,
}) => {
  await openWithWorker(page, `${site.baseURL}/m/`, home(page));
  await untilOfflineReady(page);
  const [running] = await shellEntries(page);
  const next = shipNextShellBuild(site.deployDir);
  // The browser looks for a new worker at each page load and, while the page stays open, whenever the player
  // comes back to it; here it is asked directly.
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  const offer = page.getByRole('status').filter({ hasText: 'A new version of the site is ready.' });
  await expect(offer).toBeVisible({ timeout: 20_000 });
  expect(await shellEntries(page)).toEqual([running]);

  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await Promise.all([page.waitForEvent('load', { timeout: 20_000 }), offer.getByTestId('toast-action').click()]);
  await home(page)();
  expect(await shellEntries(page)).toEqual([next]);
  expect(await nextThemeScriptRan(page)).toBe(true);
  expect(requested).not.toContain(running);
  expect(await controlled(page)).toBe(true);
  await page.waitForTimeout(1_000);
  await expect(offer).toHaveCount(0);
});

test('a page the server renders on a new shell build runs that build alone under a worker of the old one, whose place the worker of its build takes; offline it reopens on that build', async ({
  page,
  context,
}) => {
  await openWithWorker(page, `${site.baseURL}/m/`, home(page));
  await untilOfflineReady(page);
  const [running] = await shellEntries(page);
  const versions = await workerVersions(page);
  await expect.poll(versions.activeId).toBeDefined();
  const oldId = versions.activeId()!;
  const next = shipNextShellBuild(site.deployDir);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));

  // The next online load: the server's HTML names the new build, while the worker of the old one controls the page.
  await page.goto(`${site.baseURL}/m/`);
  await home(page)();
  expect(await serverRendered(page)).toBe(true);
  expect(await shellEntries(page)).toEqual([next]);
  // The new theme script ran, not the old worker's copy of the old one (each is named by its own hash).
  expect(await nextThemeScriptRan(page)).toBe(true);
  expect(requested).not.toContain(running);
  // The worker of the page's build takes over without asking the player: nothing to offer. The page asks for it
  // once its worker code starts (when the page is idle), which on a loaded machine can still take a while.
  await expect.poll(() => versions.newerInstalled(oldId), { timeout: 60_000 }).toBe(true);
  // Another version activated (between the old one's end and the new one's activation there is none).
  const tookOver = () => ![undefined, oldId].includes(versions.activeId());
  const tookOverAtOnce = await expect
    .poll(tookOver, { timeout: 20_000 })
    .toBe(true)
    .then(
      () => true,
      () => false,
    );
  if (!tookOverAtOnce) {
    // Chromium's wait for the outgoing worker's idle timeout, which never ends under DevTools (workerVersions.ts):
    // only with its signature, then stopped as the browser stops an idle worker.
    expect(versions.stoppedThenRestarted(oldId), JSON.stringify(versions.history)).toBe(true);
    test.info().annotations.push({ type: 'take-over', description: 'after the outgoing worker’s idle stop' });
    await versions.stopAll();
    await expect.poll(tookOver, { timeout: 20_000 }).toBe(true);
  }
  await versions.stop();
  expect(await controllerVersion(page)).toBe(next);
  await expect(page.getByRole('status').filter({ hasText: 'A new version of the site is ready.' })).toHaveCount(0);
  await untilOfflineReady(page);

  // Offline, the worker's own page is of that build too, whole.
  requested.length = 0;
  await context.setOffline(true);
  await page.reload();
  // Home's data never comes from the worker: its area is there, its rows wait for the network.
  await expect(page.locator('[data-remote="lobby"]')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('offline-notice')).toBeVisible();
  expect(await serverRendered(page)).toBe(false);
  expect(await shellEntries(page)).toEqual([next]);
  expect(await nextThemeScriptRan(page)).toBe(true);
  expect(requested).not.toContain(running);
  await context.setOffline(false);
});

test('the kill switch: the worker drops its caches and unregisters itself, and the site runs from the network', async ({ page }) => {
  await openWithWorker(page, `${site.baseURL}/m/`, home(page));
  const worker = (command: 'off' | 'on') => switchWorker(site.deployDir, command);
  expect(worker('off')).toContain('switched the service worker off');

  // The next page load finds the kill switch, which removes the worker as it installs, and the page reloads
  // without one. Not at its activation: a page loading while the old worker was stopping restarted that worker,
  // which its banners then kept busy, and the kill switch waited minutes to be activated.
  await page.reload();
  // A read may meet the page's reload, and is read again.
  const workerLeft = () =>
    page
      .evaluate(async () => ({
        registrations: (await navigator.serviceWorker.getRegistrations()).length,
        caches: (await caches.keys()).filter((name) => name.startsWith('m-')),
        controlled: navigator.serviceWorker.controller !== null,
      }))
      .catch((error: Error) => {
        if (/Execution context was destroyed|navigating/i.test(error.message)) return 'page reloading';
        throw error;
      });
  await expect.poll(workerLeft, { timeout: 30_000 }).toEqual({ registrations: 0, caches: [], controlled: false });
  await page.reload();
  await home(page)();
  await page.click(tid('footer-tab-vip'));
  await expect(page.locator('[data-remote="promotions"]')).toBeVisible({ timeout: 20_000 });
  expect(await controlled(page)).toBe(false);

  // Switched on again, the next page the player stays on registers the worker again.
  expect(worker('on')).toContain('switched the service worker on');
  await page.goto(`${site.baseURL}/m/`);
  await home(page)();
  await stayUntilOfflineReady(page);
});
