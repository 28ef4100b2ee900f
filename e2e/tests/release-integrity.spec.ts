import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { autoDismissAnnouncements, tid } from '../support/fixtures';
import { publishedLobby, ReleaseSite } from '../support/releaseSite';
import { cachedPaths, controlled, REMOTES_CACHE, stayUntilOfflineReady, untilOfflineReady } from '../support/serviceWorker';
import { test as base, sitePorts } from '../support/site';

/**
 * Every file a remote version runs is checked in the browser, not only its manifest and entry script: a chunk
 * or a CSS file changed after publishing is refused (the entry script carries each file's SHA-384, and the
 * runtime's script and link tags ask for it), the area falls back to its last good version, and
 * `status --verify` names the file. The chunk on a server-rendered page, the CSS file on a page the browser
 * renders alone: a server-rendered page's head links its area's CSS itself, with the SHA-384 of its
 * hash-checked mf-manifest.json (tooling/site/render/areaStylesheets.test.mjs; docs/releasing.md). The
 * service worker checks the same hashes (docs/installed-app.md): it never keeps the changed file, so the
 * next load, which it controls, falls back again without it.
 */
const ports = sitePorts(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
const sites = {
  server: new ReleaseSite(ports.releaseSite, `http://127.0.0.1:${ports.api}`, true),
  browser: new ReleaseSite(ports.clientRenderedReleaseSite, `http://127.0.0.1:${ports.api}`, false),
};
let BASE = '';

const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await use(errors);
  },
});

test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.beforeAll(async () => {
  await Promise.all([sites.server.start(), sites.browser.start()]);
  BASE = sites.server.pinned('lobby');
});
test.afterAll(() => Object.values(sites).forEach((site) => site.stop()));
test.beforeEach(() => Object.values(sites).forEach((site) => site.resetTree()));

/** A file of the lobby's Home module in `version`, as its mf-manifest.json names it. */
function homeFile(site: ReleaseSite, version: string, kind: 'js' | 'css'): string {
  const manifest = JSON.parse(readFileSync(site.file('remotes', 'lobby', version, 'mf-manifest.json'), 'utf8')) as {
    exposes: { path: string; assets: Record<'js' | 'css', { sync: string[] }> }[];
  };
  const file = manifest.exposes.find((e) => e.path === './Home')?.assets[kind].sync.find((f) => f.startsWith('__federation_expose_Home'));
  if (!file) throw new Error(`no ${kind} file of its own for ./Home in lobby@${version}`);
  return file;
}

const lobbyFiles = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((n) => n.startsWith('/remotes/lobby/')),
  );

for (const [what, kind, rendering, change, changed] of [
  ['a chunk', 'js', 'server', '\n;window.__tampered = true;', () => Reflect.get(window, '__tampered') === true],
  ['a CSS file', 'css', 'browser', '\nbody{outline:7px solid red}', () => getComputedStyle(document.body).outlineWidth === '7px'],
] as const) {
  test(`${what} of the pinned version changed after publishing is refused in the browser (${rendering}-rendered page) and by the service worker; the last good version loads`, async ({
    page,
    consoleErrors,
  }) => {
    const site = sites[rendering];
    publishedLobby(site);
    site.release('pin', 'lobby@1.1.0');
    const file = homeFile(site, '1.1.0', kind);
    site.change(site.file('remotes', 'lobby', '1.1.0', file), (bytes) => Buffer.concat([bytes, Buffer.from(change)]));

    await autoDismissAnnouncements(page);
    await page.goto(`${site.baseURL}/m/`);
    await expect(page.getByTestId('game-tile').first()).toBeVisible({ timeout: 20_000 });
    await expect(page.locator(tid('remote-error'))).toHaveCount(0);
    expect(await page.evaluate(changed), 'the changed bytes never ran').toBe(false);
    expect(await lobbyFiles(page)).toContainEqual(expect.stringContaining(`/remotes/lobby/${BASE}/__federation_expose_Home`));
    expect(consoleErrors.join('\n')).toContain(`The lobby remote 1.1.0 failed to load; falling back to ${BASE}`);

    // The player goes on to a second screen (the worker starts for a player who stays) and the worker is told of
    // every file the page loaded: it keeps the version's others, never the changed one.
    await stayUntilOfflineReady(page);
    expect(await page.evaluate(changed), 'the changed bytes never ran').toBe(false);
    const changedPath = `/remotes/lobby/1.1.0/${file}`;
    const held = await cachedPaths(page, REMOTES_CACHE);
    expect(held).toContain('/remotes/lobby/1.1.0/remoteEntry.js');
    expect(held).not.toContain(changedPath);
    const fromWorker: string[] = [];
    page.on('response', (response) => response.fromServiceWorker() && fromWorker.push(new URL(response.url()).pathname));
    consoleErrors.length = 0;
    await page.goto(`${site.baseURL}/m/`);
    await expect(page.getByTestId('game-tile').first()).toBeVisible({ timeout: 20_000 });
    expect(await controlled(page), 'the worker controls the second load').toBe(true);
    expect(await page.evaluate(changed), 'the changed bytes never ran').toBe(false);
    expect(fromWorker).toContainEqual(expect.stringContaining(`/remotes/lobby/${BASE}/`));
    expect(fromWorker).not.toContain(changedPath);
    expect(consoleErrors.join('\n')).toContain(`The lobby remote 1.1.0 failed to load; falling back to ${BASE}`);
    await untilOfflineReady(page);
    expect(await cachedPaths(page, REMOTES_CACHE)).not.toContain(changedPath);

    const verify = site.run('status', '--verify');
    expect(verify.code).toBe(1);
    expect(verify.stdout).toContain(`lobby@1.1.0: ${file} no longer matches its published hash`);
    expect(verify.stdout).toMatch(new RegExp(`lobby@${BASE.replace(/\./g, '\\.')} \\(fallback\\)\\s+ok`));
  });
}
