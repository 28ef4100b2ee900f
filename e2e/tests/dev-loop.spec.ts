import { releaseOf } from '../support/audit/serverHandover';
import { LobbyDevLoop } from '../support/devLoop';
import { expect, test, tid } from '../support/fixtures';
import { sitePorts } from '../support/site';

// A squad's dev loop (docs/developing.md, "Working on one area"): with `DEV_AREAS=1 npm start` and
// `pnpm --filter mfe-lobby dev --port N`, the composed page opened through the dev server is rendered by the site
// server with the lobby left to the browser, which loads it from the dev server; a saved text shows in place.
// Players' sites never read what a dev server tells the site server.

const ports = sitePorts(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
const DEV_VERSION = '0.0.0-dev';
/** A version the release names (the workspace build's `1.0.0-workspace.<n>`), not the dev build's. */
const DEPLOYED_VERSION = /^(?!0\.0\.0-dev)\d+\.\d+\.\d+/;
/** What the lobby's dev server tells the site server about its build (tooling/site/devRemotes.mjs). */
const DEV_REMOTES_HEADER = 'x-m-dev-remotes';
const sha384 = `sha384-${'A'.repeat(64)}`;
const aDevBuild = JSON.stringify({
  lobby: { version: DEV_VERSION, manifest: '/mf-manifest.json', entry: '/remoteEntry.js', integrity: { manifest: sha384, entry: sha384 } },
});

test.describe('a squad works on the lobby against the composed, server-rendered site', () => {
  const loop = new LobbyDevLoop(ports.devAreasSite, ports.areaDevServer, `http://127.0.0.1:${ports.api}`);
  test.describe.configure({ mode: 'serial', timeout: 60_000 });
  test.beforeAll(async () => loop.start());
  test.afterAll(async () => loop.stop());

  test('a saved text shows in the server-rendered page opened through the dev server, on a port of its own', async ({ page }) => {
    const hotReloadReady = page.waitForEvent('console', (message) => message.text().includes('Hot Module Replacement enabled'));
    const response = await page.goto(`${loop.baseURL}/m/home`);
    const html = (await response?.text()) ?? '';
    const get = async (path: string) => (await page.request.get(`${loop.baseURL}${path}`)).text();
    expect(html, 'the frame comes from the server').toContain('data-testid="app-header"');
    expect((await releaseOf(html, get))?.remotes.lobby?.version, 'the page runs the dev build').toBe(DEV_VERSION);
    await expect(page.locator('#row-hot')).toHaveText('Hot Games');
    await hotReloadReady;
    // The page a developer looks at when saving: loaded and idle (once idle, the shell preloads the other areas
    // and registers its worker).
    await page.waitForLoadState('networkidle');

    const title = `Hot Games ${Date.now()}`;
    const saved = Date.now();
    loop.saveText('section_hot', title);
    // How soon is a figure (about 1 s here, noted with the result), not a pass mark: a busy machine takes longer.
    await page.getByText(title, { exact: true }).waitFor({ timeout: 15_000 });
    test.info().annotations.push({ type: 'saved text shown after', description: `${Date.now() - saved} ms` });

    const reloaded = await page.reload();
    expect((await releaseOf((await reloaded?.text()) ?? '', get))?.remotes.lobby?.version).toBe(DEV_VERSION);
    await expect(page.locator('#row-hot')).toHaveText(title);
    expect(loop.devServerOutput()).not.toContain('runs without dev areas');
  });

  test("the lobby's own page on its dev server renders its screens", async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${loop.baseURL}/`);
    await expect(page.locator(tid('game-tile')).first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("players' sites never read a dev server's header: not without dev areas, nor forwarded by a proxy", async ({ request }) => {
    const lobbyVersionOf = async (url: string, headers: Record<string, string>) => {
      const response = await request.get(url, { headers: { [DEV_REMOTES_HEADER]: aDevBuild, ...headers } });
      expect(response.status()).toBe(200);
      const get = async (path: string) => (await request.get(new URL(path, response.url()).href)).text();
      const release = await releaseOf(await response.text(), get);
      return { version: release?.remotes.lobby?.version, used: response.headers()[DEV_REMOTES_HEADER] };
    };
    // The suite's own site runs as `npm start` does: dev areas off.
    expect(await lobbyVersionOf('/m/home', {})).toEqual({ version: expect.stringMatching(DEPLOYED_VERSION), used: undefined });
    expect(await lobbyVersionOf(`${loop.siteURL}/m/home`, { 'x-forwarded-for': '203.0.113.7' })).toEqual({
      version: expect.stringMatching(DEPLOYED_VERSION),
      used: undefined,
    });
    expect(await lobbyVersionOf(`${loop.siteURL}/m/home`, {})).toEqual({ version: DEV_VERSION, used: 'lobby' });
  });
});
