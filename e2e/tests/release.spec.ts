import { appendFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { areaBucket, BUCKET_COOKIE } from 'shell/device-bucket';
import { autoDismissAnnouncements, tid } from '../support/fixtures';
import { lobbySourceWithHotGamesTitle, lobbySourceBuiltAgainstShared, publishedLobby, ReleaseSite, REPO } from '../support/releaseSite';
import { actOnceTakenOver, test as base, sitePorts } from '../support/site';

// Module scope runs in the worker, which Playwright tells its slot: the release site sits beside that worker's site.
const ports = sitePorts(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
const site = new ReleaseSite(ports.releaseSite, `http://127.0.0.1:${ports.api}`);
const NEW_TITLE = 'Hot Games, new in 1.1.0';
/** The lobby version the suite's tree pins: its workspace build, `1.0.0-workspace.<n>`. */
let BASE = '';
const re = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const test = base.extend<{ home: (query?: string) => Promise<void>; consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await use(errors);
  },
  home: async ({ page }, use) => {
    await autoDismissAnnouncements(page);
    await use(async (query = '') => {
      await page.goto(`${site.baseURL}/m/${query}`);
      await expect(page.locator('[data-remote="lobby"]')).toBeVisible({ timeout: 20_000 });
    });
  },
});

const hotGamesHeading = (page: Page) => page.locator('#row-hot');
const lobbyEntries = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((n) => n.includes('/remotes/lobby/')),
  );

// Publishing builds a remote: on a busy two-core machine that alone can take most of the default timeout.
test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.beforeAll(async () => {
  await site.start();
  BASE = site.pinned('lobby');
});
test.afterAll(() => site.stop());
test.beforeEach(() => site.resetTree());

test('publish lobby 1.1.0 with a visible change, pin it without rebuilding anything else, then roll back', async ({ page, home }, info) => {
  const untouched = ['m', 'remotes/account', 'remotes/promotions', 'remotes/support', 'remotes/agent', `remotes/lobby/${BASE}`];
  const before = site.snapshot(...untouched);
  expect(site.release('publish', 'mfe-lobby', '--version', '1.1.0', '--source', lobbySourceWithHotGamesTitle(NEW_TITLE))).toContain(
    'published lobby@1.1.0',
  );

  await home();
  await expect(hotGamesHeading(page)).toHaveText('Hot Games');

  const pinAt = Date.now();
  expect(site.release('pin', 'lobby@1.1.0')).toContain(`pinned lobby@1.1.0 (fallback ${BASE})`);
  await home();
  await expect(hotGamesHeading(page)).toHaveText(NEW_TITLE);
  const pinToPlayer = Date.now() - pinAt;
  expect(await lobbyEntries(page)).toContainEqual(expect.stringContaining('/remotes/lobby/1.1.0/remoteEntry.js'));

  // What a pin writes (the manifest, its schemas) and what the site server writes of each release it renders
  // with (its script, named by its content: tooling/site/render/releaseScripts.mjs) aside, nothing changed.
  const rewritten = (f: string) => f.startsWith('m/remotes.json') || f.startsWith('m/schema/') || f.startsWith('m/releases/');
  const after = site.snapshot(...untouched);
  expect(Object.keys(after).filter((f) => !rewritten(f))).toEqual(Object.keys(before).filter((f) => !rewritten(f)));
  for (const [file, mtime] of Object.entries(before)) if (!rewritten(file)) expect(after[file], file).toBe(mtime);

  const rollbackAt = Date.now();
  expect(site.release('rollback', 'lobby')).toContain(`rolled back lobby to ${BASE}`);
  await home();
  await expect(hotGamesHeading(page)).toHaveText('Hot Games');
  const rollbackToPlayer = Date.now() - rollbackAt;

  const status = site.release('status');
  expect(status).toMatch(
    new RegExp(`lobby\\s+${re(BASE)}\\s+\\S+\\s+[^\\n]*${re(BASE)}, 1\\.1\\.0\\s+\\S+\\s+pnpm release rollback lobby`),
  );
  info.annotations.push(
    { type: 'pin to player', description: `${pinToPlayer} ms` },
    { type: 'rollback to player', description: `${rollbackToPlayer} ms` },
  );
  console.log(`release timings: pin → player sees 1.1.0 in ${pinToPlayer} ms; rollback → player back on ${BASE} in ${rollbackToPlayer} ms`);
});

test("publish without --version takes the package's version once; neither it nor an area build rewrites a pinned folder", async () => {
  const pkgVersion = (JSON.parse(readFileSync(path.join(REPO, 'mfe-lobby', 'package.json'), 'utf8')) as { version: string }).version;
  const pinnedFolder = site.snapshot(`remotes/lobby/${BASE}`);
  expect(site.release('publish', 'mfe-lobby')).toContain(`published lobby@${pkgVersion}`);
  expect(site.refused('publish', 'mfe-lobby')).toContain(`lobby@${pkgVersion} is already published`);
  site.release('pin', `lobby@${pkgVersion}`);
  const released = site.snapshot(`remotes/lobby/${pkgVersion}`);

  const built = site.areaBuild('mfe-lobby');
  expect(built).toMatch(new RegExp(`lobby@${re(pkgVersion)}-workspace\\.\\d+ recorded .*not pinned`));
  expect(site.snapshot(`remotes/lobby/${BASE}`)).toEqual(pinnedFolder);
  expect(site.snapshot(`remotes/lobby/${pkgVersion}`)).toEqual(released);
  expect(site.pinned('lobby')).toBe(pkgVersion);
  expect(site.refused('pin', `lobby@${/lobby@(\S+) recorded/.exec(built)?.[1] ?? ''}`)).toContain('is a workspace build, not a release');
  expect(site.release('status', '--history')).toMatch(/build\s+lobby\s+- → \S+-workspace\.\d+/);
});

test('pinning refuses an unpublished version and a tampered one, and names the reason', async () => {
  publishedLobby(site);
  expect(site.refused('pin', 'lobby@1.9.0')).toMatch(new RegExp(`lobby@1\\.9\\.0 is not published \\(published: [^)]*${re(BASE)}`));
  appendFileSync(site.file('remotes', 'lobby', '1.1.0', 'remoteEntry.js'), ';');
  expect(site.refused('pin', 'lobby@1.1.0')).toContain('the entry script no longer matches its published hash');
});

test('a pinned version whose files are gone falls back to the last good one, and says so', async ({ page, home, consoleErrors }) => {
  publishedLobby(site);
  site.release('pin', 'lobby@1.1.0');
  rmSync(site.file('remotes', 'lobby', '1.1.0'), { recursive: true });
  await home();
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  await expect(page.locator(tid('remote-error'))).toHaveCount(0);
  expect(await lobbyEntries(page)).toContainEqual(expect.stringContaining(`/remotes/lobby/${BASE}/remoteEntry.js`));
  expect(consoleErrors.join('\n')).toContain(`The lobby remote 1.1.0 failed to load; falling back to ${BASE}`);
});

test('a pinned entry script changed by one byte is refused and the last good version loads instead', async ({
  page,
  home,
  consoleErrors,
}) => {
  publishedLobby(site);
  site.release('pin', 'lobby@1.1.0');
  site.change(site.file('remotes', 'lobby', '1.1.0', 'remoteEntry.js'), (bytes) => {
    bytes[bytes.indexOf('mfe_lobby')] = 'M'.charCodeAt(0);
    return bytes;
  });
  await home();
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  expect(await lobbyEntries(page)).toContainEqual(expect.stringContaining(`/remotes/lobby/${BASE}/remoteEntry.js`));
  expect(consoleErrors.join('\n')).toContain(`The lobby remote 1.1.0 failed to load; falling back to ${BASE}`);
});

test('a tampered mf-manifest.json is refused the same way', async ({ page, home, consoleErrors }) => {
  publishedLobby(site);
  site.release('pin', 'lobby@1.1.0');
  site.change(site.file('remotes', 'lobby', '1.1.0', 'mf-manifest.json'), (bytes) => Buffer.concat([bytes, Buffer.from(' ')]));
  await home();
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  expect(consoleErrors.join('\n')).toMatch(/does not match its release hash/);
  expect(consoleErrors.join('\n')).toContain(`falling back to ${BASE}`);
});

// The browser's own check of a manifest it fetched (a page it renders alone) is lastGoodManifest.test.ts's.
test('a malformed release manifest leaves the page on the last good one', async ({ page, home }) => {
  await home();
  writeFileSync(
    site.file('m', 'remotes.json'),
    JSON.stringify({ remotes: { lobby: { version: BASE, manifest: 'https://evil.example/mf-manifest.json' } } }),
  );
  const foreign: string[] = [];
  page.on('request', (request) => !request.url().startsWith(site.baseURL) && foreign.push(request.url()));
  const html = await (await page.request.get(`${site.baseURL}/m/`)).text();
  expect(html).not.toContain('evil.example');
  expect(html).toContain(`/remotes/lobby/${BASE}/`);
  await home();
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  expect(await lobbyEntries(page)).toContainEqual(expect.stringContaining(`/remotes/lobby/${BASE}/`));
  expect(foreign).toEqual([]);
});

test('preview: a published, unpinned version runs in this tab only, with a badge and a one-tap reset', async ({ page, home, browser }) => {
  publishedLobby(site, NEW_TITLE);
  const pinnedFiles: string[] = [];
  page.on('request', (request) => request.url().includes(`/remotes/lobby/${BASE}/`) && pinnedFiles.push(request.url()));
  await home('?remotes=lobby@1.1.0');
  await expect(page.getByTestId('preview-badge')).toContainText('Preview: lobby@1.1.0');
  await expect(hotGamesHeading(page)).toHaveText(NEW_TITLE);
  expect(pinnedFiles, 'the preview tab downloads nothing of the pinned version').toEqual([]);
  expect(new URL(page.url()).search).toBe('');

  await home();
  await expect(page.getByTestId('preview-badge')).toBeVisible();
  await expect(hotGamesHeading(page)).toHaveText(NEW_TITLE);

  const otherPlayer = actOnceTakenOver(await browser.newPage());
  await otherPlayer.goto(`${site.baseURL}/m/`);
  await expect(otherPlayer.getByTestId('game-tile').first()).toBeVisible({ timeout: 20_000 });
  await expect(otherPlayer.getByTestId('preview-badge')).toHaveCount(0);
  await expect(otherPlayer.getByText(NEW_TITLE)).toHaveCount(0);
  await otherPlayer.close();

  await page.getByTestId('preview-reset').click();
  await expect(page.locator('[data-remote="lobby"]')).toBeVisible({ timeout: 20_000 });
  await expect(hotGamesHeading(page)).toHaveText('Hot Games');
  await expect(page.getByTestId('preview-badge')).toHaveCount(0);
});

test('preview refuses an unpublished version and anything that is not area@published-version', async ({ page, home }) => {
  const foreign: string[] = [];
  page.on('request', (r) => !r.url().startsWith(site.baseURL) && foreign.push(r.url()));
  for (const override of ['lobby@9.9.9', 'lobby@https://evil.example/mf-manifest.json', 'https://evil.example/remoteEntry.js']) {
    await home(`?remotes=${encodeURIComponent(override)}`);
    await expect(page.getByTestId('preview-rejected')).toContainText('Preview refused');
    await expect(page.getByTestId('preview-badge')).toHaveCount(0);
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    expect(await lobbyEntries(page)).toContainEqual(expect.stringContaining(`/remotes/lobby/${BASE}/remoteEntry.js`));
  }
  expect(foreign).toEqual([]);
});

/**
 * A player's phone that has been here before: its device number `device` (what the shell draws once and keeps)
 * in its storage and in the cookie the server renders by. `open` gives the server's HTML of home.
 */
async function deviceWithNumber(browser: Browser, device: number) {
  const context = await browser.newContext();
  await context.addInitScript((n) => window.localStorage.setItem('m.device.bucket', String(n)), device);
  await context.addCookies([{ name: BUCKET_COOKIE, value: String(device), url: site.baseURL }]);
  return phone(context);
}

async function phone(context: BrowserContext) {
  const page = actOnceTakenOver(await context.newPage());
  await autoDismissAnnouncements(page);
  const open = async () => {
    const response = await page.goto(`${site.baseURL}/m/`);
    await expect(page.locator('[data-remote="lobby"]')).toBeVisible({ timeout: 20_000 });
    return (await response?.text()) ?? '';
  };
  return { page, context, open, close: () => context.close() };
}
/** Device numbers whose lobby bucket is inside / outside a canary of `percent` %. */
const inCanary = (percent: number) => [...Array(10_000).keys()].find((d) => areaBucket(d, 'lobby') < percent * 100)!;
const outsideCanary = (percent: number) => [...Array(10_000).keys()].find((d) => areaBucket(d, 'lobby') >= percent * 100)!;

test('canary: one device gets the new version on every load, another keeps the pin; beacons reach the collector; promote gives it to all', async ({
  browser,
}) => {
  publishedLobby(site, NEW_TITLE);
  // A tree built more than once has a fallback for the pin, which the message names.
  expect(site.release('pin', 'lobby@1.1.0', '--canary', '30')).toMatch(
    new RegExp(`started a canary lobby@${BASE.replace(/\./g, '\\.')}( \\(fallback [^)]+\\))?; canary 1\\.1\\.0 to 30 % of players`),
  );
  const canaryPhone = await deviceWithNumber(browser, inCanary(30));
  const stablePhone = await deviceWithNumber(browser, outsideCanary(30));
  for (let load = 0; load < 2; load++) {
    // The server renders each phone's page with its own version, and the browser runs that one.
    expect(await canaryPhone.open()).toContain(NEW_TITLE);
    await expect(hotGamesHeading(canaryPhone.page)).toHaveText(NEW_TITLE);
    expect(await lobbyEntries(canaryPhone.page)).not.toContainEqual(expect.stringContaining(`/remotes/lobby/${BASE}/`));
    expect(await stablePhone.open()).not.toContain(NEW_TITLE);
    await expect(hotGamesHeading(stablePhone.page)).toHaveText('Hot Games');
    expect(await lobbyEntries(stablePhone.page)).not.toContainEqual(expect.stringContaining('/remotes/lobby/1.1.0/'));
  }
  await expect
    .poll(() => site.release('status'), { timeout: 10_000 })
    .toMatch(/1\.1\.0 to 30 %; failures 0\.0 % of 2 vs stable 0\.0 % of 2/);

  expect(site.release('promote', 'lobby')).toContain(`promoted the canary of lobby@1.1.0 (fallback ${BASE})`);
  await stablePhone.open();
  await expect(hotGamesHeading(stablePhone.page)).toHaveText(NEW_TITLE);
  await Promise.all([canaryPhone.close(), stablePhone.close()]);
});

test('canary: a new device gets its number with its first page and keeps its version from that page on', async ({ browser }) => {
  publishedLobby(site, NEW_TITLE);
  site.release('pin', 'lobby@1.1.0', '--canary', '50');
  const seen = { canary: 0, stable: 0 };
  // New devices until both versions have been met (each draw is 50/50: twelve miss one with p = 1/2048).
  for (let device = 0; device < 12 && (seen.canary === 0 || seen.stable === 0); device++) {
    const newPhone = await phone(await browser.newContext());
    const first = (await newPhone.open()).includes(NEW_TITLE);
    const number = (await newPhone.context.cookies(site.baseURL)).find((c) => c.name === BUCKET_COOKIE)?.value;
    expect(await newPhone.page.evaluate(() => localStorage.getItem('m.device.bucket'))).toBe(number);
    expect(first).toBe(areaBucket(Number(number), 'lobby') < 5000);
    await expect(hotGamesHeading(newPhone.page)).toHaveText(first ? NEW_TITLE : 'Hot Games');
    expect((await newPhone.open()).includes(NEW_TITLE)).toBe(first);
    seen[first ? 'canary' : 'stable']++;
    await newPhone.close();
  }
  expect(seen.canary, 'new devices on the canary').toBeGreaterThan(0);
  expect(seen.stable, 'new devices on the pin').toBeGreaterThan(0);
});

test("canary: a canary failing on players' phones is aborted by the collector after its minimum sample, and logged", async ({
  browser,
}) => {
  publishedLobby(site);
  site.release('pin', 'lobby@1.1.0', '--canary', '30', '--margin', '20', '--min-sample', '3');
  const canaryPhone = await deviceWithNumber(browser, inCanary(30));
  // The canary's files cannot be fetched on this phone: each page load reports a failed load of 1.1.0 and
  // runs the pin (its fallback) instead.
  await canaryPhone.page.route('**/remotes/lobby/1.1.0/**', (route) => route.abort());
  for (let load = 0; load < 3; load++) {
    await canaryPhone.open();
    await expect(canaryPhone.page.getByTestId('game-tile').first()).toBeVisible();
  }
  await expect
    .poll(() => JSON.parse(readFileSync(site.file('m', 'remotes.json'), 'utf8')).remotes.lobby.canary, { timeout: 10_000 })
    .toBeUndefined();
  expect(site.release('status', '--history')).toMatch(
    new RegExp(`collector\\s+abort\\s+lobby\\s+1\\.1\\.0 → ${re(BASE)}\\s+canary failure rate 100\\.0 % over 3 loads`),
  );
  await canaryPhone.page.unroute('**/remotes/lobby/1.1.0/**');
  await canaryPhone.open();
  expect(await lobbyEntries(canaryPhone.page)).not.toContainEqual(expect.stringContaining('/remotes/lobby/1.1.0/'));
  await canaryPhone.close();
});

test('canary: 200 forged failure reports without a page view abort nothing; the stable failure rate shows in status', async ({
  playwright,
}) => {
  publishedLobby(site);
  site.release('pin', 'lobby@1.1.0', '--canary', '30', '--min-sample', '20');
  // Anyone's curl: no page view gave it a token. From one address (localhost may be reached over IPv4 and IPv6,
  // two addresses with a limit each).
  const anyone = await playwright.request.newContext({ baseURL: site.baseURL.replace('localhost', '127.0.0.1') });
  const codes = await Promise.all(
    [...Array(200).keys()].map(async () =>
      (
        await anyone.post('/__release/beacon', {
          headers: { 'content-type': 'text/plain;charset=UTF-8' },
          data: JSON.stringify({ area: 'lobby', version: '1.1.0', kind: 'load' }),
        })
      ).status(),
    ),
  );
  await anyone.dispose();
  expect([...new Set(codes)].sort(), 'answered like any report, or limited').toEqual([204, 429]);
  expect(JSON.parse(readFileSync(site.file('m', 'remotes.json'), 'utf8')).remotes.lobby.canary?.version).toBe('1.1.0');
  expect(site.release('status')).toMatch(/1\.1\.0 to 30 %; failures 0\.0 % of 0 vs stable 0\.0 % of 0/);
  expect(site.release('status')).toContain('pin failures');
});

test("pin and preview refuse a remote built against a newer shared than the shell's, and say so", async ({ page, home }) => {
  const provided = (JSON.parse(readFileSync(path.join(REPO, 'shared', 'package.json'), 'utf8')) as { version: string }).version;
  const [major, minor] = provided.split('.').map(Number);
  const newer = `${major}.${(minor ?? 0) + 9}.0`;
  site.release('publish', 'mfe-lobby', '--version', '1.2.0', '--source', lobbySourceBuiltAgainstShared(newer));
  const refusal = site.refused('pin', 'lobby@1.2.0');
  expect(refusal).toContain(
    `lobby@1.2.0 is not compatible with the shell: shared: the remote was built against shared ${newer}, the shell provides ${provided}`,
  );
  expect(
    JSON.parse(readFileSync(site.file('remotes', 'registry.json'), 'utf8')).remotes.lobby.versions['1.2.0'].shared.shared.version,
  ).toBe(newer);
  expect(JSON.parse(readFileSync(site.file('m', 'remotes.json'), 'utf8')).remotes.lobby.version).toBe(BASE);

  // The release manager's preview of it is refused in the tab with the same reason, and the pin runs.
  const refusedFiles: string[] = [];
  page.on('request', (request) => request.url().includes('/remotes/lobby/1.2.0/') && refusedFiles.push(request.url()));
  await home('?remotes=lobby@1.2.0');
  await expect(page.getByTestId('preview-rejected')).toContainText(
    `lobby@1.2.0: not compatible with this shell: shared: the remote was built against shared ${newer}, the shell provides ${provided}`,
  );
  await expect(page.getByTestId('preview-badge')).toHaveCount(0);
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  expect(await lobbyEntries(page)).toContainEqual(expect.stringContaining(`/remotes/lobby/${BASE}/remoteEntry.js`));
  expect(refusedFiles, 'nothing of the refused version is downloaded').toEqual([]);
});

test("Web Vitals: a page view measures what the player felt and reports it once as it is left; status shows the pin's LCP p75", async ({
  page,
}) => {
  const reports: string[] = [];
  page.on('request', (request) => request.url().endsWith('/__release/vitals') && reports.push(request.postData() ?? ''));
  // Measured by a chunk loaded once the page is idle; the page view's token says it is sampled.
  const measuring = page.waitForResponse((response) => /\/m\/static\/vitals\.[0-9a-f]+\.js$/.test(response.url()), { timeout: 30_000 });
  const sampled = page.waitForResponse((response) => response.url().endsWith('/__release/view'));
  // A route no other test here opens: the other tests' pages report as they close, into the same counts.
  await page.goto(`${site.baseURL}/m/gameList?gameType=RNG`);
  await expect(page.getByTestId('game-tile').first()).toBeVisible({ timeout: 20_000 });
  expect(await (await sampled).json()).toEqual({ vitals: true });
  await measuring;
  await page.waitForTimeout(500);
  expect(reports, 'nothing is sent while the page is in view').toEqual([]);
  // Leaving the page sends the report (as the page unloads, where the test's request events no longer reach).
  await page.goto('about:blank');
  const counted = () => {
    try {
      return JSON.parse(readFileSync(site.file('.release', 'beacons.json'), 'utf8')).lobby.versions[BASE].vitals.routes['/m/gameList'];
    } catch {
      return undefined;
    }
  };
  await expect.poll(() => counted()?.samples, { timeout: 10_000 }).toBe(1);
  expect(Object.keys(counted().hist)).toEqual(expect.arrayContaining(['cls', 'fcp', 'lcp', 'ttfb']));
  expect(site.release('status')).toMatch(new RegExp(`^lobby\\s.*\\s\\d+ ms of \\d+\\s+-$`, 'm'));
});
