import { autoDismissAnnouncements, expect, openAreaSignedIn, test, tid } from '../support/fixtures';

const scrollY = (page: import('@playwright/test').Page) => page.evaluate(() => Math.round(window.scrollY));

test.beforeEach(({ page }) => autoDismissAnnouncements(page));

// docs/product-rules.md §2, 2.51
test('a new page opens at the top, and back returns to where the player was', async ({ page, api: _api }) => {
  await openAreaSignedIn(page, '/m/home');
  await page.waitForLoadState('networkidle');
  // Home's widgets arrive once the browser is idle: scroll once the page has its full height.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(1_500);
  await page.mouse.wheel(0, 900);
  await expect.poll(() => scrollY(page)).toBe(900);
  const homeY = await scrollY(page);

  await page.click(tid('footer-tab-vip'));
  await expect(page.locator('[data-remote="promotions"]').first()).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
  await expect(page.locator(tid('nav-bar'))).toBeInViewport();

  await page.goBack();
  await expect(page.locator('[data-remote="lobby"]').first()).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(homeY);

  await page.goForward();
  await expect(page.locator('[data-remote="promotions"]').first()).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
});
