import { expect } from '@playwright/test';
import { test } from '../support/site';

// The order of the first load when the browser renders the page alone (with `SSR=0`, and whenever the server
// render gives up): what the opening page waits on is asked for as early as it can be.
test.use({ rendering: 'browser' });

/** Whether `happened` comes within 8 s: requests held until then are let go either way, so a page never hangs. */
const within8s = (happened: Promise<void>) =>
  Promise.race([happened.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 8_000))]);

test('the run-time config and the release manifest are asked for before the rest of the shell downloads', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/m/');
  await expect(page.getByTestId('game-tile').first()).toBeVisible({ timeout: 20_000 });
  const firstShellChunk = requested.findIndex((p) => p.startsWith('/m/static/') && !/\/main\.[^/]+\.js$/.test(p));
  expect(firstShellChunk).toBeGreaterThan(0);
  expect(requested.indexOf('/m/config.json')).toBeGreaterThanOrEqual(0);
  expect(requested.indexOf('/m/config.json')).toBeLessThan(firstShellChunk);
  expect(requested.indexOf('/m/remotes.json')).toBeLessThan(firstShellChunk);
  expect(
    requested.filter((p) => p === '/m/remotes.json'),
    'one request for the release manifest',
  ).toHaveLength(1);
});

test("the opening area's code downloads while the system status is still being asked for", async ({ page }) => {
  let areaRequested!: () => void;
  const areaCode = new Promise<void>((resolve) => (areaRequested = resolve));
  page.on('request', (request) => {
    if (/\/remotes\/lobby\/[^/]+\/__federation_expose_Home\.[^/]+\.js$/.test(request.url())) areaRequested();
  });
  let requestedBeforeStatus = false;
  await page.route('**/wps/system/status*', async (route) => {
    requestedBeforeStatus = await within8s(areaCode);
    await route.continue();
  });
  await page.goto('/m/');
  await expect(page.getByTestId('game-tile').first()).toBeVisible({ timeout: 20_000 });
  expect(requestedBeforeStatus, "the lobby's home module was asked for before the status answered").toBe(true);
});

test('the page preloads its entry, its start-up files and every shell chunk the first load runs, each used once', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/m/')).text();
  const preloaded = [...html.matchAll(/<link [^>]*rel="preload"[^>]*>/g)].map(([tag]) => /href="([^"]+)"/.exec(tag)![1]!);
  const consoleLines: string[] = [];
  page.on('console', (message) => consoleLines.push(message.text()));
  const requested: string[] = [];
  page.on('request', (req) => requested.push(new URL(req.url()).pathname));
  await page.goto('/m/');
  await expect(page.getByTestId('game-tile').first()).toBeVisible({ timeout: 20_000 });
  const beforeHomeShowed = [...requested];
  await page.waitForLoadState('load');
  await page.waitForTimeout(4_000); // Chromium reports a preload left unused about 3 s after the load event

  expect(preloaded[0], 'the entry script first').toMatch(/^\/m\/static\/main\.[0-9a-f]+\.js$/);
  expect(preloaded).toEqual(expect.arrayContaining(['/m/config.json', '/m/remotes.json']));
  // The service worker's registration code and the Web Vitals measures load once the page is idle, never for the first view: on a busy
  // machine that can come before the test sees the first tile.
  const shellFiles = [
    ...new Set(
      beforeHomeShowed.filter((p) => /^\/m\/static\/.+\.(js|css)$/.test(p) && !/\/(service-worker|vitals)\.[0-9a-f]+\.js$/.test(p)),
    ),
  ];
  expect(shellFiles.length).toBeGreaterThan(5);
  expect(
    shellFiles.filter((file) => !preloaded.includes(file)),
    'shell files home needed that the page did not preload',
  ).toEqual([]);
  for (const href of preloaded)
    expect(
      requested.filter((p) => p === href),
      `${href} requested once`,
    ).toHaveLength(1);
  expect(
    consoleLines.filter((line) => /preload/i.test(line)),
    'no preload left unused',
  ).toEqual([]);
});

test("the system status, which every page waits on, is asked for before the shell's own code has arrived", async ({ page }) => {
  let statusRequested!: () => void;
  const status = new Promise<void>((resolve) => (statusRequested = resolve));
  page.on('request', (req) => /\/wps\/system\/status\?t=\d+/.test(req.url()) && statusRequested());
  let heldUntilStatus = true;
  await page.route(/\/m\/static\/(?!main\.)[^/]+\.js$/, async (route) => {
    heldUntilStatus &&= await within8s(status);
    await route.continue();
  });
  const statusCalls: string[] = [];
  page.on('request', (req) => req.url().includes('/wps/system/status') && statusCalls.push(req.url()));
  await page.goto('/m/');
  await expect(page.getByTestId('game-tile').first()).toBeVisible({ timeout: 30_000 });
  expect(heldUntilStatus, 'status asked for while the shell chunks were held').toBe(true);
  expect(statusCalls, 'asked for once: start-up takes that answer').toHaveLength(1);
});

interface RemoteManifest {
  exposes: { path: string; assets: { js: { sync: string[] } } }[];
  shared: { singleton: boolean; assets: { js: { sync: string[] } } }[];
}

for (const { path, area, module, ready } of [
  { path: '/m/', area: 'lobby', module: './Home', ready: 'game-tile' },
  { path: '/m/activity', area: 'promotions', module: './Promotions', ready: 'promotion-card' },
]) {
  test(`${path}: the page's module is asked for before the shell's own code has arrived, and no library of its area the page does not use`, async ({
    page,
    request,
  }) => {
    const release = (await (await request.get('/m/remotes.json')).json()) as { remotes: Record<string, { manifest: string }> };
    const manifestUrl = release.remotes[area]!.manifest;
    const manifest = (await (await request.get(manifestUrl)).json()) as RemoteManifest;
    const pathOf = (file: string) => new URL(file, new URL(manifestUrl, 'http://x')).pathname;
    const expected = manifest.exposes.find((expose) => expose.path === module)!.assets.js.sync.map(pathOf);
    // Libraries the area brings itself (Swiper, for home's announcement popup) that the page's module does not load.
    const unused = manifest.shared
      .filter((library) => !library.singleton)
      .flatMap((library) => library.assets.js.sync)
      .map(pathOf)
      .filter((file) => !expected.includes(file));
    const requested = new Set<string>();
    page.on('request', (req) => requested.add(new URL(req.url()).pathname));
    let allRequested!: () => void;
    const areaFiles = new Promise<void>((resolve) => (allRequested = resolve));
    page.on('request', () => expected.every((file) => requested.has(file)) && allRequested());
    // The shell's chunks (all but its entry) are held until the area's files have been asked for, or 8 s.
    let heldUntilAreaFiles = true;
    await page.route(/\/m\/static\/(?!main\.)[^/]+\.js$/, async (route) => {
      heldUntilAreaFiles &&= await within8s(areaFiles);
      await route.continue();
    });
    await page.goto(path);
    await expect(page.getByTestId(ready).first()).toBeVisible({ timeout: 30_000 });
    expect(expected.length).toBeGreaterThan(0);
    expect(
      heldUntilAreaFiles,
      `asked for before the shell ran: ${expected.filter((f) => requested.has(f)).join(', ')} of ${expected.join(', ')}`,
    ).toBe(true);
    if (area === 'promotions') {
      expect(unused.length, 'promotions brings Swiper').toBeGreaterThan(0);
      await page.waitForLoadState('networkidle');
      expect(unused.filter((file) => requested.has(file))).toEqual([]);
    }
  });
}

test("the first banner's picture, the page's largest, is asked for once, by the banner list's arrival", async ({ page }) => {
  const pictures: string[] = [];
  page.on('request', (req) => req.resourceType() === 'image' && pictures.push(new URL(req.url()).pathname));
  await page.goto('/m/');
  const firstBanner = page.getByTestId('banner').first().locator('img');
  await expect(firstBanner).toBeVisible({ timeout: 20_000 });
  const src = new URL((await firstBanner.getAttribute('src'))!, page.url()).pathname;
  const preloaded = await page
    .locator('head link[rel="preload"][as="image"]')
    .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
  expect(preloaded).toEqual([src]);
  expect(pictures.filter((p) => p === src)).toHaveLength(1);
});

test("home's widgets and the warm-up of other areas wait until home's data has arrived", async ({ page }) => {
  const timeline: string[] = [];
  page.on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (pathname.startsWith('/remotes/promotions/') || pathname.startsWith('/remotes/support/')) timeline.push('other area');
  });
  // One of home's calls answers 3 s late: the page sits idle meanwhile, waiting on the network.
  await page.route('**/wps/game/lottery*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    timeline.push('home data in');
    await route.continue();
  });
  await page.goto('/m/');
  await expect(page.getByTestId('game-tile').first()).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => timeline.includes('other area'), { timeout: 20_000 }).toBe(true);
  expect(timeline.indexOf('home data in'), timeline.join(' → ')).toBeGreaterThanOrEqual(0);
  expect(timeline.indexOf('home data in'), timeline.join(' → ')).toBeLessThan(timeline.indexOf('other area'));
});

test('the footer asks for its provider logos only once it is on screen', async ({ page }) => {
  await page.goto('/m/');
  await expect(page.getByTestId('game-tile').first()).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  const logos = page.getByTestId('provider-logos');
  await expect(logos.locator('li').first()).toBeAttached();
  await expect(logos.locator('img')).toHaveCount(0);
  await logos.scrollIntoViewIfNeeded();
  await expect(logos.locator('img').first()).toBeVisible();
});
