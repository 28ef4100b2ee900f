import { createHash } from 'node:crypto';
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { ROUTES } from 'shared/routes';
import { activeMarkupIn } from 'shared/testing/active-markup';
import { hydrationErrors, recordConsoleErrors } from '../support/audit/hydrationErrors';
import { handoverIn, releaseOf, releaseScriptIn } from '../support/audit/serverHandover';
import { autoDismissAnnouncements, expect, signInAs, test, tid } from '../support/fixtures';
import { layoutShifts, recordLayoutShifts } from '../support/layoutShifts';
import { PAYLOADS, serveHostileContent } from '../support/hostileContent';
import { lobbySourceWithHotGamesTitle, ReleaseSite } from '../support/releaseSite';
import { clientRenderedSiteURL, sitePorts } from '../support/site';

// What players get on a first view, with the site's motion (the suite's player otherwise asks for less).
test.use({ reducedMotion: 'no-preference' });

// The first view comes from the server (tooling/site/render): every page route arrives as HTML that shows
// it, the browser takes it over in place, and any failure of the server render serves the page the browser
// renders alone. docs/architecture.md "Server rendering" describes the path. Server rendering is what `npm
// start` serves, so these run against the suite's own site. Every route's take-over (no hydration error, no
// read the server handed over asked again) is checked by the walks of route-walk.spec.ts.

const QUERY: Record<string, string> = { '/m/gameList': '?gameType=RNG', '/m/activityDetail': '?id=1', '/m/helpDetail': '?p=0' };
/** Every page route a player opens directly (the launcher is full screen and the free trial moves on at once). */
const PAGES = ROUTES.filter((route) => !route.fullScreen && route.path !== '/m/trail');
/** Routes whose screen needs a session: the server (which never sees the session) renders them as loading. */
const MEMBERS_ONLY = new Set([
  '/m/changePsw',
  '/m/member/home',
  '/m/withdraw',
  '/m/voucherCenter',
  '/m/gameRecord',
  '/m/activity/signIn',
  '/m/inviteFriends',
  '/m/message',
  '/m/webEmail',
  '/m/feedback',
  '/m/member/agent/getSalaryContract',
  '/m/member/agent/getDevidendContract',
  '/m/member/agent/getHourContract',
]);

/** The root element's HTML: what the server rendered of the page. */
const rootOf = (html: string) => /<div id="root">(.*?)<\/div><script type="application\/json"/s.exec(html)?.[1] ?? '';

async function pageHtml(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return response.text();
}

test('every page route arrives as HTML that shows it, with its own title, description and canonical link', async ({ request, api }) => {
  void api;
  const titles = new Set<string>();
  const get = async (path: string) => (await request.get(path)).text();
  for (const route of PAGES) {
    const url = route.path + (QUERY[route.path] ?? '');
    const html = await pageHtml(request, url);
    const root = rootOf(html);
    expect(root, `${url}: the frame`).toContain(route.loginStyle ? 'data-testid="nav-bar"' : 'data-testid="app-');
    if (!MEMBERS_ONLY.has(route.path)) expect(root, `${url}: the ${route.area} area`).toContain(`data-area="${route.area}"`);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/m\/[^"]*"/);
    expect((await releaseOf(html, get))?.remotes[route.area]?.version, `${url}: the release it was rendered with`).toBeTruthy();
    // The CSP allows no inline script: every script has a source, or is data that never runs.
    expect(html.match(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>/g) ?? [], url).toEqual([]);
    titles.add(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
  }
  expect(titles.size, 'a title per page').toBeGreaterThan(25);
});

test("a page names its release as a script every page of that release shares: hash-checked, kept by browsers for a year, and the page's data no longer carries it", async ({
  request,
  api,
}) => {
  void api;
  const home = await pageHtml(request, '/m/home');
  const script = releaseScriptIn(home);
  expect(script?.src).toMatch(/^\/m\/releases\/release\.[0-9a-f]{8}\.js$/);
  expect(releaseScriptIn(await pageHtml(request, '/m/vip')), 'another page of the same release').toEqual(script);
  // In the head, before the shell's own scripts: both deferred, it runs first.
  expect(home.indexOf(script!.src)).toBeLessThan(home.indexOf('</head>'));
  const response = await request.get(script!.src);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers()['content-type']).toMatch(/javascript/);
  const body = await response.body();
  expect(script!.integrity).toBe(`sha384-${createHash('sha384').update(body).digest('base64')}`);
  expect(handoverIn(home)).not.toHaveProperty('release');
});

for (const [what, answer] of [
  ['does not arrive', 'abort'],
  ['was changed on its way (its hash no longer matches)', 'change'],
] as const) {
  test(`a page whose release script ${what} is rendered by the browser with the release it fetches, and works`, async ({ page, api }) => {
    void api;
    await autoDismissAnnouncements(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.route('**/m/releases/*.js', async (route) => {
      if (answer === 'abort') return route.abort();
      const response = await route.fetch();
      return route.fulfill({ response, body: `${await response.text()}self.__changedRelease = true;` });
    });
    const fetchedManifest = page.waitForResponse((response) => new URL(response.url()).pathname === '/m/remotes.json');
    await page.goto('/m/home');
    await fetchedManifest;
    await expect(page.getByTestId('game-tile').first()).toBeVisible({ timeout: 20_000 });
    await expect(page.locator(tid('remote-error'))).toHaveCount(0);
    expect(await page.evaluate(() => Reflect.get(window, '__changedRelease') ?? Reflect.get(window, 'mRelease'))).toBeUndefined();
    await page.click(tid('footer-tab-rewards'));
    await expect(page.locator('[data-remote="promotions"]').first()).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('a page address with a trailing slash or other letter case is that page: rendered by the server in its own frame, with its canonical link, and taken over as it', async ({
  page,
  request,
  api,
}) => {
  void api;
  for (const url of ['/m/login/', '/m/Login']) {
    const html = await pageHtml(request, url);
    expect(rootOf(html), `${url}: login's own frame`).toContain('data-testid="login-form"');
    expect(rootOf(html), `${url}: no app header on a login-style page`).not.toContain('data-testid="app-header"');
    expect(html, url).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/m\/login"/);
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1], url).toMatch(/^Log In \| /);
  }
  const consoleErrors = recordConsoleErrors(page);
  await page.goto('/m/login/');
  await expect(page.getByTestId('login-form')).toBeVisible();
  await expect(page.getByTestId('nav-bar')).toBeVisible();
  await expect(page.getByTestId('app-header')).toHaveCount(0);
  await expect(page.getByTestId('app-footer')).toHaveCount(0);
  await page.goto('/m/Home/');
  await expect(page.getByTestId('download-promo-strip')).toBeVisible();
  expect(consoleErrors.hydration()).toEqual([]);
  consoleErrors.stop();
});

test('the first HTML is in the language and theme the player chose (kept in cookies beside local storage)', async ({ page, api }) => {
  void api;
  await page.goto('/m/activity');
  await page.evaluate(() => {
    localStorage.setItem('m.language', 'pt');
    localStorage.setItem('m.theme', 'light');
  });
  // The next page load mirrors them into cookies before anything else runs (theme.js); the one after is rendered in them.
  await page.reload();
  const html = await pageHtml(page.request, '/m/activity');
  expect(html).toContain('<html lang="pt" data-theme="light">');
  expect(html).toContain('<title>Promoções | MCasino</title>');
  expect(handoverIn(html)?.language).toBe('pt');
  expect(rootOf(html)).toContain('Promoções');
});

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test('home shows its frame, banners and game rows, in HTML only', async ({ page, api }) => {
    void api;
    await page.goto('/m/home');
    await expect(page.locator(tid('app-header'))).toBeVisible();
    await expect(page.locator(tid('game-tile')).first()).toBeVisible();
    await expect(page.locator('[data-area="lobby"] img').first()).toBeVisible();
    await expect(page.locator(tid('app-footer'))).toBeVisible();
    // The rows are laid out by CSS alone: four tiles per view, the fifth past the edge.
    const row = await page.locator(`${tid('game-row-hot')} ${tid('snap-row')}`).evaluate((carousel) => carousel.getBoundingClientRect());
    const tiles = await page
      .locator(`${tid('game-row-hot')} ${tid('game-tile')}`)
      .evaluateAll((all) => all.slice(0, 5).map((tile) => tile.getBoundingClientRect()));
    expect(tiles.slice(0, 4).every((box) => box.left >= row.left && box.right <= row.right)).toBe(true);
    expect(tiles[4]?.left).toBeGreaterThanOrEqual(row.right);
  });
});

test('what a player types before the page is taken over is kept, and is what the form sends', async ({ page, api }) => {
  void api;
  // The scripts arrive only once the player has typed: the form is the server's HTML until then.
  let arrive = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (arrive = resolve));
  await page.route(/\/(m|remotes)\/.*\.js(\?|$)/, async (route) => {
    if (!new URL(route.request().url()).pathname.endsWith('/theme.js')) await scriptsHeld;
    await route.continue();
  });
  const opened = page.goto('/m/login', { waitUntil: 'commit' });
  const username = page.locator('input[name="username"]');
  const password = page.locator('input[name="password"]');
  await username.fill('player01');
  await password.fill('Player#2026');
  expect(await page.evaluate(() => document.documentElement.dataset.interactive)).toBeUndefined();
  arrive();
  await opened;
  await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
  await expect(username).toHaveValue('player01');
  await expect(password).toHaveValue('Player#2026');
  await page.locator('button[type="submit"]').click();
  await expect(page.locator(tid('header-user'))).toContainText('player01');
});

for (const who of ['a guest', 'a signed-in member'] as const) {
  test(`home is taken over without moving, for ${who} (CLS below 0.05)`, async ({ page, api }) => {
    await autoDismissAnnouncements(page);
    void api;
    if (who === 'a signed-in member') await signInAs(page);
    await recordLayoutShifts(page);
    await page.goto('/m/home');
    await page.waitForLoadState('networkidle');
    await expect(page.locator(`${tid('game-row-rng')} ${tid('game-tile')}`)).toHaveCount(20);
    const shifts = await layoutShifts(page);
    const cumulative = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(cumulative, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThan(0.05);
    // The online-users figure comes with the take-over (the server renders "…"): it has its room already.
    expect(shifts.filter((shift) => shift.sources.some((source) => source.includes('[online-users]')))).toEqual([]);
  });
}

test('server HTML from the backend is sanitised in the server render exactly as in the browser', async ({ request, api }) => {
  void api;
  await serveHostileContent(request, 'promotions');
  const res = await request.get('/wps/announcements?types=B,PL,PU,PR');
  const { value } = (await res.json()) as { value: { promotion: { id: number; title: string }[] } };
  await serveHostileContent(request, 'help');
  const pages = [
    ...PAYLOADS.map((_, index) => `/m/activityDetail?id=${value.promotion.find((p) => p.title === `Item ${index + 1}`)?.id}`),
    ...PAYLOADS.map((_, index) => `/m/helpDetail?p=${index}`),
  ];
  for (const url of pages) {
    const root = rootOf(await pageHtml(request, url));
    expect(root, `${url}: rendered on the server`).toContain('data-area=');
    // React's own markup goes first: <template> marks a part left to the browser, and an image it renders is
    // preloaded (<link rel="preload" as="image">, inert). Anything else active would be the content's.
    const reacts = root.replace(/<template[^>]*><\/template>/g, '').replace(/<link rel="preload" as="image"[^>]*\/?>/g, '');
    const active = await activeIn(reacts);
    expect(active, url).toEqual([]);
  }
});

/** activeMarkupIn over an HTML fragment, parsed as the browser would parse it (in Node, with no page needed). */
async function activeIn(fragment: string): Promise<string[]> {
  const { JSDOM } = (await import('jsdom')) as typeof import('jsdom');
  const dom = new JSDOM(`<body><div id="root">${fragment}</div></body>`);
  return activeMarkupIn(dom.window.document.getElementById('root')!);
}

test.describe('server render faults: the page is always served, and the rest works', () => {
  const ports = sitePorts(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
  const site = new ReleaseSite(ports.releaseSite, `http://127.0.0.1:${ports.api}`, true);
  const lobbyServerBuild = () => site.file('remotes', 'lobby', site.pinned('lobby'), 'server', 'remoteEntry.js');
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  test.beforeAll(async () => site.start());
  test.afterAll(() => site.stop());
  test.beforeEach(() => site.resetTree());

  test('a pin and a rollback reach the next server render, each version with its own texts, without a restart', async ({
    api,
    request,
  }) => {
    void api;
    test.setTimeout(240_000);
    const title = 'Hot Games, new in 1.1.0';
    const hotRowTitle = async () =>
      /<h2[^>]*id="row-hot"[^>]*>([^<]*)</.exec(rootOf(await pageHtml(request, `${site.baseURL}/m/home`)))?.[1];
    expect(site.release('publish', 'mfe-lobby', '--version', '1.1.0', '--source', lobbySourceWithHotGamesTitle(title))).toContain(
      'published lobby@1.1.0',
    );
    expect(await hotRowTitle()).toBe('Hot Games');
    site.release('pin', 'lobby@1.1.0');
    expect(await hotRowTitle()).toBe(title);
    site.release('rollback', 'lobby');
    expect(await hotRowTitle()).toBe('Hot Games');
  });

  /** Home from the release site: served, its frame from the server; the lobby then works in the browser. */
  async function homeStillWorks(page: Page, { lobbyFromServer }: { lobbyFromServer: boolean }) {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const html = await pageHtml(page.request, `${site.baseURL}/m/home`);
    expect(rootOf(html)).toContain('data-testid="app-header"');
    expect(rootOf(html).includes('data-area="lobby"')).toBe(lobbyFromServer);
    await autoDismissAnnouncements(page);
    await page.goto(`${site.baseURL}/m/home`);
    await expect(page.locator(tid('game-tile')).first()).toBeVisible({ timeout: 20_000 });
    await page.locator(tid('footer-tab-vip')).click();
    await expect(page.locator('[data-remote="promotions"]')).toBeVisible();
    expect(hydrationErrors(errors)).toEqual([]);
  }

  // The site server loads and verifies every release it gives players ahead of requests, and keeps the verified
  // code: a file changed afterwards never runs. Each test below changes the lobby's file, then has the server render
  // start over (as a new shell build would), so that it reads the changed file.
  test('a server build changed by one byte is refused; the lobby renders in the browser', async ({ page, api }) => {
    void api;
    appendFileSync(lobbyServerBuild(), ' ');
    site.renderAfresh();
    await homeStillWorks(page, { lobbyFromServer: false });
  });

  test('a server build that is gone leaves the lobby to the browser', async ({ page, api }) => {
    void api;
    writeFileSync(lobbyServerBuild(), '');
    site.renderAfresh();
    await homeStillWorks(page, { lobbyFromServer: false });
  });

  test('a server build that throws while rendering leaves the lobby to the browser', async ({ page, api }) => {
    void api;
    const throwing = `module.exports.mfe_lobby = { init() {}, get() { return Promise.resolve(() => ({ default() { throw new Error('broken on the server'); } })); } };`;
    writeFileSync(lobbyServerBuild(), throwing);
    // Published as such: its hash is the manifest's, so only the render itself fails.
    const manifestFile = site.file('m', 'remotes.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { remotes: { lobby: { integrity: { server: string } } } };
    manifest.remotes.lobby.integrity.server = `sha384-${createHash('sha384').update(throwing).digest('base64')}`;
    writeFileSync(manifestFile, JSON.stringify(manifest));
    site.renderAfresh();
    await homeStillWorks(page, { lobbyFromServer: false });
  });

  test('a backend slower than the time budget: the page arrives in time and finishes in the browser', async ({ page, api }) => {
    await api.fault('/wps/announcements', 'timeout', 1);
    const started = Date.now();
    const html = await pageHtml(page.request, `${site.baseURL}/m/home`);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(rootOf(html)).toContain('data-testid="app-header"');
    await page.goto(`${site.baseURL}/m/home`);
    await expect(page.locator(tid('game-tile')).first()).toBeVisible({ timeout: 20_000 });
  });

  test('a malformed backend answer: the page is served, its screen says so with a retry', async ({ page, api }) => {
    await api.fault('/wps/game/list', 'malformed', 3);
    const html = await pageHtml(page.request, `${site.baseURL}/m/game`);
    expect(rootOf(html)).toContain('data-testid="nav-bar"');
    await page.goto(`${site.baseURL}/m/game`);
    await expect(page.locator('[data-remote="lobby"]')).toBeVisible();
  });
});

test('with server rendering off (SSR=0) the site serves the page the browser renders alone', async ({ page, api }, info) => {
  void api;
  const url = `${clientRenderedSiteURL(info.parallelIndex)}/m/home`;
  const html = await pageHtml(page.request, url);
  expect(html).toContain('<div id="root"></div>');
  expect(handoverIn(html)).toBeUndefined();
  await page.goto(url);
  await expect(page.locator(tid('game-tile')).first()).toBeVisible({ timeout: 20_000 });
});
