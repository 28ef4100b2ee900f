import { test, expect, openArea, signInAs, tid } from '../support/fixtures';

// docs/product-rules.md §9, 9.14: a slow game launch keeps its loading until the answer, and one launch runs at a time.

test('a slow launch keeps "Please wait" past 10 s and a second tap starts no second launch', async ({ page, api: _api }) => {
  test.slow();
  await signInAs(page);
  let launches = 0;
  await page.route('**/wps/game/launchGame**', async (route) => {
    launches += 1;
    await new Promise((resolve) => setTimeout(resolve, 13_000));
    await route.continue();
  });
  await openArea(page, '/m/gameList?gameType=RNG');
  const tiles = page.locator(tid('game-tile'));
  await expect(tiles.nth(1)).toBeVisible();
  await tiles.nth(0).getByRole('button').first().click();
  const tapped = Date.now();
  const loading = page.getByRole('status').filter({ hasText: 'Please wait...' });
  await expect(loading).toBeVisible();
  await expect(tiles.nth(1).getByRole('button').first()).toHaveAttribute('aria-disabled', 'true');
  await tiles.nth(1).getByRole('button').first().click({ force: true });
  // Past the old 10 s limit of loading toasts, the answer still pending: the loading stays.
  await page.waitForTimeout(Math.max(0, tapped + 11_000 - Date.now()));
  await expect(loading).toBeVisible({ timeout: 500 });
  expect(launches).toBe(1);
  await page.waitForURL((url) => !url.pathname.startsWith('/m/gameList'), { timeout: 10_000 });
  expect(launches).toBe(1);
});
