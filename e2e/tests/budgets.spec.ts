import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { test } from '../support/site';
import { REPO } from '../support/releaseSite';
import { budgetTable, formatBudgetTable, ownerOf, scriptsLoaded, withoutIdleWork } from '../support/firstLoad';

// What players get on a first view, with the site's motion (the suite's player otherwise asks for less).
test.use({ reducedMotion: 'no-preference' });

const budgets = JSON.parse(readFileSync(path.join(REPO, 'tooling', 'bench', 'budgets.json'), 'utf8')) as {
  total: number;
  byOwner: Record<string, number>;
};

test.describe('in gzip bytes, which the budgets are written in', () => {
  // The site sends Brotli to browsers that take it: this browser asks for gzip.
  test.use({ extraHTTPHeaders: { 'accept-encoding': 'gzip, deflate' } });

  test("home's first load stays within its JavaScript budgets (gzip on the wire)", async ({ page }, info) => {
    await withoutIdleWork(page);
    await page.goto('/m/');
    await expect(page.getByTestId('game-tile').first()).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    const scripts = await scriptsLoaded(page);
    expect(
      scripts.every((s) => s.gzipBytes > 0),
      'every script is measured',
    ).toBe(true);

    const rows = budgetTable(scripts, budgets);
    const table = formatBudgetTable(rows);
    console.log(`home first load:\n${table}`);
    await info.attach('first-load budgets', { body: table, contentType: 'text/plain' });
    expect(
      rows.filter((r) => r.over),
      `over budget:\n${table}`,
    ).toEqual([]);
  });
});

test('the first load downloads no script twice', async ({ page }) => {
  await withoutIdleWork(page);
  await page.goto('/m/');
  await expect(page.getByTestId('game-tile').first()).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  const paths = (await scriptsLoaded(page)).map((s) => s.path);
  expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
});

test("once idle, warming the footer tabs' areas downloads no file twice", async ({ page }) => {
  const files: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\.(js|css)$/.test(pathname)) files.push(pathname);
  });
  await page.goto('/m/');
  await expect(page.getByTestId('game-tile').first()).toBeVisible({ timeout: 20_000 });
  await page.waitForFunction(() => performance.getEntriesByName('m:preload-start').length > 0, undefined, { timeout: 20_000 });
  await expect
    .poll(() => files.some((file) => file.startsWith('/remotes/promotions/')), {
      message: 'the promotions area was warmed',
      timeout: 15_000,
    })
    .toBe(true);
  await page.waitForLoadState('networkidle');
  expect(files.filter((file, i) => files.indexOf(file) !== i)).toEqual([]);
});

/**
 * The scripts and style sheets the page downloads that carry Swiper, found by content (Swiper's code names its
 * `swiper-wrapper` class), so that a new chunk split or a copy bundled into another container is found too.
 */
function watchSwiperDownloads(page: Page) {
  const checks: Promise<string | null>[] = [];
  page.on('response', (response) => {
    if (!['script', 'stylesheet'].includes(response.request().resourceType())) return;
    checks.push(
      response.text().then(
        (body) => (body.includes('swiper-wrapper') ? new URL(response.url()).pathname : null),
        () => null,
      ),
    );
  });
  return async () => (await Promise.all(checks)).filter((file): file is string => file !== null);
}

// Without idle work: once idle, the shell warms the footer tabs' areas (the lobby's game lobby among them).
test('a first load outside the lobby (/m/login) downloads no Swiper: the shell never brings it', async ({ page }) => {
  const swiperDownloads = watchSwiperDownloads(page);
  await withoutIdleWork(page);
  await page.goto('/m/login');
  await expect(page.locator('input[name="username"]')).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  expect(await swiperDownloads()).toEqual([]);
});

// Home's banners, rows and winner board are the browser's own scrolling and CSS transitions: only the
// announcement popup (promotions), when it shows, brings Swiper.
test("home's first load gets no Swiper from the lobby: only the announcement popup (promotions) brings it", async ({ page }) => {
  const swiperDownloads = watchSwiperDownloads(page);
  await withoutIdleWork(page);
  await page.goto('/m/');
  await expect(page.getByTestId('banner').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('winner-entry').first()).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  expect((await swiperDownloads()).map(ownerOf).filter((owner) => owner !== 'mfe-promotions')).toEqual([]);
});

/** The sources a built script was made from, read from its source map. */
const sourcesOf = (script: string): string[] => (JSON.parse(readFileSync(`${script}.map`, 'utf8')) as { sources: string[] }).sources;

test("the federation runtime is built from its ES modules, so unused parts of it are shaken out of the shell's and every remote's entry", () => {
  const shellStatic = path.join(REPO, 'deploy', 'm', 'static');
  const shellEntry = readdirSync(shellStatic).find((file) => /^main\.[0-9a-f]+\.js$/.test(file));
  expect(shellEntry, 'the shell is built').toBeDefined();
  const release = JSON.parse(readFileSync(path.join(REPO, 'deploy', 'm', 'remotes.json'), 'utf8')) as {
    remotes: Record<string, { entry: string }>;
  };
  const entries = [
    path.join(shellStatic, shellEntry!),
    ...Object.values(release.remotes).map((pin) => path.join(REPO, 'deploy', pin.entry)),
  ];
  expect(entries).toHaveLength(6);
  for (const entry of entries) {
    const runtime = sourcesOf(entry).filter((source) => source.includes('@module-federation/'));
    expect(runtime.length, `${entry} carries the federation runtime`).toBeGreaterThan(0);
    expect(
      runtime.filter((source) => source.endsWith('.cjs')),
      `CommonJS builds in ${entry}`,
    ).toEqual([]);
  }
});
