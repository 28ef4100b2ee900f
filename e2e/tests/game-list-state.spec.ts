import { expect, openAreaSignedIn, test, tid } from '../support/fixtures';

// docs/product-rules.md §4, 4.18: coming back from a game (one that replaced the site in the tab) finds the list
// as it was left: pages loaded, scroll, classification tab, vendor and search.

test('back from a game: the pages loaded, the scroll, the tab and the vendor are kept', async ({ page, api: _api }) => {
  await openAreaSignedIn(page, '/m/gameList?gameType=RNG&vassalage=PG');
  await page.locator(tid('classification-bar')).getByRole('tab', { name: 'All', exact: true }).click();
  const indicator = page.getByTestId('page-indicator');
  await expect(indicator).toHaveText(/^1 \/ \d+$/);
  await page.getByTestId('more-games').click();
  await expect(indicator).toHaveText(/^2 \//);
  await page.getByTestId('more-games').click();
  await expect(indicator).toHaveText(/^3 \//);
  const tiles = page.locator(tid('game-tile'));
  const count = await tiles.count();
  const last = tiles.last();
  await last.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(200);

  await last.getByRole('button').first().click();
  await page.waitForURL(/\/wps\/game\/frame/);
  await page.goBack();

  await expect(indicator).toHaveText(/^3 \//);
  await expect(tiles).toHaveCount(count);
  await expect(page).toHaveURL(/vassalage=PG/);
  await expect(page.locator(tid('classification-bar')).getByRole('tab', { name: 'All', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 100);
});

test('back from a game: the search text and its results are kept', async ({ page, api: _api }) => {
  await openAreaSignedIn(page, '/m/gameList?gameType=RNG');
  await page.fill('input[name="gameName"]', 'Spin');
  const tiles = page.locator(tid('game-tile'));
  await expect(page.getByTestId('game-browser')).not.toHaveAttribute('aria-busy', 'true');
  // The list the search leaves: tiles, every one a match (an empty list while it loads is not one).
  let names: string[] = [];
  await expect
    .poll(async () => {
      names = await tiles.allTextContents();
      return names.length > 0 && names.every((name) => /spin/i.test(name));
    })
    .toBe(true);
  await tiles.first().getByRole('button').first().click();
  await page.waitForURL(/\/wps\/game\/frame/);
  await page.goBack();
  await expect(page.locator('input[name="gameName"]')).toHaveValue('Spin');
  await expect.poll(() => tiles.allTextContents()).toEqual(names);
});
