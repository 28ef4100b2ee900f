import { expect, test } from '@playwright/test';

// The order of the first load: what the opening page waits on is asked for as early as it can be.

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
  expect(requested.filter((p) => p === '/m/remotes.json'), 'one request for the release manifest').toHaveLength(1);
});

test("the opening area's code downloads while the system status is still being asked for", async ({ page }) => {
  let areaRequested!: () => void;
  const areaCode = new Promise<void>((resolve) => (areaRequested = resolve));
  page.on('request', (request) => {
    if (/\/remotes\/lobby\/[^/]+\/__federation_expose_Home\.[^/]+\.js$/.test(request.url())) areaRequested();
  });
  let requestedBeforeStatus = false;
  await page.route('**/wps/system/status*', async (route) => {
    requestedBeforeStatus = await Promise.race([areaCode.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 8_000))]);
    await route.continue();
  });
  await page.goto('/m/');
  await expect(page.getByTestId('game-tile').first()).toBeVisible({ timeout: 20_000 });
  expect(requestedBeforeStatus, "the lobby's home module was asked for before the status answered").toBe(true);
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
