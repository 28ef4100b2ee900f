import type { Page } from '@playwright/test';
import { recordConsoleErrors } from '../support/audit/hydrationErrors';
import { autoDismissAnnouncements, expect, openArea, signInAs, test, tid } from '../support/fixtures';

// What players get on a first view, with the site's motion (the suite's player otherwise asks for less).
test.use({ reducedMotion: 'no-preference' });

// A server-rendered page is taken over in place, not thrown away and rendered again, on reloads and back
// navigations too: with state only the device knows (a remembered game list, a closed download banner, a
// session). React reports a page it could not take over as it was sent (error #418): none may appear.

test.beforeEach(({ page }) => autoDismissAnnouncements(page));

const LIST = '/m/gameList?gameType=RNG';

/** Reloads and waits for the take-over; returns the reload's HTML as the server sent it. */
async function reloadTakenOver(page: Page): Promise<string> {
  const response = await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
  return (await response?.text()) ?? '';
}

test('the game list arrives with its tiles in the HTML', async ({ page, api: _api }) => {
  const response = await page.goto(LIST);
  const html = (await response?.text()) ?? '';
  // Its first page (nine tiles) and the page indicator, no spinner.
  expect(html.match(/data-testid="game-tile"/g)?.length ?? 0).toBe(9);
  expect(html).toMatch(/data-testid="page-indicator"[^>]*>1 \/ \d+</);
  expect(html).not.toContain('aria-busy="true"');
});

test('a reload of a game list the player paged on is taken over, then shows their pages and place again', async ({ page, api: _api }) => {
  const console = recordConsoleErrors(page);
  await openArea(page, LIST);
  const tiles = page.getByTestId('game-tile');
  const firstPage = await tiles.count();
  await page.click(tid('more-games'));
  await expect.poll(() => tiles.count()).toBeGreaterThan(firstPage);
  const paged = await tiles.count();
  await tiles.nth(paged - 1).scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);

  await reloadTakenOver(page);
  await expect.poll(() => tiles.count()).toBe(paged);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled / 2);
  expect(console.hydration()).toEqual([]);
});

test('home with the download banner closed: no banner from the first paint, taken over without a hydration error', async ({
  page,
  api: _api,
}) => {
  const console = recordConsoleErrors(page);
  await openArea(page, '/m/home');
  await page.click(tid('download-banner-close'));
  await reloadTakenOver(page);
  await expect(page.getByTestId('download-banner')).toHaveCount(0);
  expect(console.hydration()).toEqual([]);
});

test('a signed-in member reloading the free trial page is taken over and sent home', async ({ page, api: _api }) => {
  await signInAs(page);
  const console = recordConsoleErrors(page);
  await page.goto('/m/trail');
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.goto('/m/trail');
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(console.hydration()).toEqual([]);
});

test('back to a server-rendered page is taken over without a hydration error', async ({ page, api: _api }) => {
  const console = recordConsoleErrors(page);
  await openArea(page, LIST);
  await openArea(page, '/m/help');
  await page.goBack();
  await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  expect(console.hydration()).toEqual([]);
});
