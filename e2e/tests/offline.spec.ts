import type { Locator, Page } from '@playwright/test';
import { test, expect, tid, signInAs, autoDismissAnnouncements } from '../support/fixtures';

/**
 * Network loss (issue 10, "Network"): going offline mid-session shows the offline notice, the areas already loaded
 * keep working, and coming back online removes the notice and loads again the data that failed meanwhile, all
 * on the same page (no reload).
 */

const areaRoot = (page: Page, area: string) => page.locator(`[data-remote="${area}"]`).first();

async function openHelpFromMenu(page: Page) {
  await page.click(tid('side-menu-button'));
  await page.click(tid('menu-help'));
  await expect(page).toHaveURL(/\/m\/help$/);
  await expect(areaRoot(page, 'support')).toBeVisible({ timeout: 20_000 });
}

const box = async (locator: Locator) => {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not on screen');
  return b;
};

test.beforeEach(({ page }) => autoDismissAnnouncements(page));

test('offline mid-session: a notice, loaded areas still work, and back online the failed screen loads again without a reload', async ({
  page,
  context,
  api,
}) => {
  await signInAs(page);
  await page.goto('/m/home');
  await expect(areaRoot(page, 'lobby')).toBeVisible({ timeout: 20_000 });
  // Load the areas the player then uses offline: promotions (VIP) and support (help). Help's first read fails,
  // so its data is not in the page's cache: offline it is what cannot load.
  await page.click(tid('footer-tab-vip'));
  await expect(areaRoot(page, 'promotions')).toBeVisible({ timeout: 20_000 });
  await api.fault('/wps/system/helpCenter', 'error');
  await openHelpFromMenu(page);
  await expect(page.locator(`[data-remote="support"] ${tid('error-panel')}`)).toBeVisible();
  await page.click(tid('nav-back'));
  await expect(areaRoot(page, 'promotions')).toBeVisible();
  await page.evaluate(() => ((window as unknown as { pageMarker: string }).pageMarker = 'not reloaded'));
  const footerBefore = await box(page.locator(tid('app-footer')).first());
  await expect(page.locator(tid('offline-notice'))).toHaveCount(0);

  await context.setOffline(true);
  const notice = page.locator(tid('offline-notice'));
  await expect(notice).toBeVisible();
  await expect(notice).toHaveAttribute('role', 'status');
  // It floats: nothing on the page moved, and it sits clear of the footer tabs.
  expect(await box(page.locator(tid('app-footer')).first())).toEqual(footerBefore);
  const tabs = await box(page.locator(tid('footer-tab-home')));
  const noticeBox = await box(notice);
  expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual(tabs.y);

  // Areas already on the page keep working offline.
  await page.click(tid('footer-tab-home'));
  await expect(areaRoot(page, 'lobby')).toBeVisible();
  await page.click(tid('footer-tab-vip'));
  await expect(areaRoot(page, 'promotions')).toBeVisible();
  await expect(notice).toBeVisible();

  // The help screen's data cannot load offline: it says so, with a retry.
  await openHelpFromMenu(page);
  const failed = page.locator(`[data-remote="support"] ${tid('error-panel')}`);
  await expect(failed).toBeVisible();

  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
  // Loaded again by itself once the browser is back online: no retry tap, no reload.
  await expect(failed).toHaveCount(0);
  await expect(areaRoot(page, 'support').locator('[role="progressbar"]')).toHaveCount(0);
  await expect(areaRoot(page, 'support')).not.toBeEmpty();
  expect(await page.evaluate(() => (window as unknown as { pageMarker?: string }).pageMarker)).toBe('not reloaded');
});

test('the offline notice reads well in both themes and both languages', async ({ page, context, api: _api }) => {
  await page.goto('/m/home');
  await expect(areaRoot(page, 'lobby')).toBeVisible({ timeout: 20_000 });
  const notice = page.locator(tid('offline-notice'));
  const colours = () => notice.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor]);

  await context.setOffline(true);
  await expect(notice).toContainText('You are offline');
  const dark = await colours();
  await context.setOffline(false);
  await expect(notice).toHaveCount(0);

  // Switched while online: another language's texts may have to be fetched.
  await page.click(tid('side-menu-button'));
  await page.click(tid('theme-light'));
  await page.click(tid('language-pt'));
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.locator(tid('footer-tab-home'))).toContainText('Início');
  await context.setOffline(true);
  await expect(notice).toContainText('Você está offline');
  const light = await colours();
  expect(light).not.toEqual(dark);
  expect(dark[0]).not.toBe(dark[1]);
  expect(light[0]).not.toBe(light[1]);
  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
});
