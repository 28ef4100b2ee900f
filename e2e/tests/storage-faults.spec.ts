import type { Page } from '@playwright/test';
import { test, expect, tid, ACCOUNTS, autoDismissAnnouncements } from '../support/fixtures';
import { CORRUPT_JSON, injectStorageFault, SITE_KEYS, storageState, type StorageFault, type StorageKind } from '../support/storageFaults';

/**
 * Storage faults (issue 10, "Storage"): with local or session storage full, switched off as in private browsing,
 * or holding corrupt JSON under every key the site uses, the site still works from memory: home renders, a
 * login holds across in-site navigation, and the language and theme switches work.
 */

const KINDS: readonly StorageKind[] = ['localStorage', 'sessionStorage'];
const FAULTS: readonly StorageFault[] = ['quota-full', 'private-mode', 'corrupt-json'];

const areaRoot = (page: Page, area: string) => page.locator(`[data-remote="${area}"]`).first();

/** Proof that the page really runs with the fault, so a passing test cannot come from a fault that never bit. */
async function expectFaultInEffect(page: Page, kind: StorageKind, fault: StorageFault) {
  if (fault === 'private-mode') {
    expect((await storageState(page, kind, 'm.session')).reachable).toBe(false);
  } else if (fault === 'quota-full') {
    const refused = await page.evaluate((kind) => {
      try {
        window[kind].setItem('m.probe', '1');
        return 'stored';
      } catch (error) {
        return (error as DOMException).name;
      }
    }, kind);
    expect(refused).toBe('QuotaExceededError');
  } else {
    // A key the page only reads: the corrupt value seeded before the page's scripts is still there.
    const readOnly = kind === 'localStorage' ? 'm.session' : 'm.agent.contractAlert.dismissed.player01';
    expect(SITE_KEYS[kind]).toContain(readOnly);
    expect((await storageState(page, kind, readOnly)).value).toBe(CORRUPT_JSON);
  }
}

async function openSideMenu(page: Page) {
  await page.click(tid('side-menu-button'));
  await expect(page.locator(tid('side-menu'))).toBeVisible();
}

test.beforeEach(({ page }) => autoDismissAnnouncements(page));

for (const kind of KINDS) {
  for (const fault of FAULTS) {
    test(`${kind} ${fault}: home renders, a login holds across in-site navigation, language and theme switch`, async ({
      page,
      api: _api,
    }) => {
      test.setTimeout(90_000); // one long player session: home, login, three areas, two settings
      await injectStorageFault(page, kind, fault);
      await page.goto('/m/home');
      await expect(areaRoot(page, 'lobby')).toBeVisible({ timeout: 20_000 });
      await expect(page.locator(tid('header-login'))).toBeVisible();
      await expectFaultInEffect(page, kind, fault);
      await page.evaluate(() => ((window as unknown as { pageMarker: string }).pageMarker = 'not reloaded'));

      await page.click(tid('header-login'));
      await expect(areaRoot(page, 'account')).toBeVisible({ timeout: 20_000 });
      await page.fill('input[name="username"]', ACCOUNTS.player.username);
      await page.fill('input[name="password"]', ACCOUNTS.player.password);
      await page.locator('form button[type="submit"]').first().click();
      await page.waitForURL((url) => !url.pathname.endsWith('/m/login'));
      await expect(page.locator(tid('header-user'))).toContainText('player01');

      await page.click(tid('footer-tab-vip'));
      await expect(areaRoot(page, 'promotions')).toBeVisible({ timeout: 20_000 });
      await openSideMenu(page);
      await page.click(tid('menu-withdraw'));
      await expect(page).toHaveURL(/\/m\/withdraw$/);
      await expect(areaRoot(page, 'account')).toBeVisible({ timeout: 20_000 });
      await expect(page.locator(tid('header-user'))).toContainText('player01');

      await openSideMenu(page);
      const theme = (await page.locator('html').getAttribute('data-theme')) === 'light' ? 'dark' : 'light';
      await page.click(tid(`theme-${theme}`));
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await page.click(tid('language-pt'));
      await expect(page.locator(tid('footer-tab-home'))).toContainText('Início');
      await page.mouse.click(380, 400); // the mask beside the menu closes it
      await page.click(tid('footer-tab-home'));
      await expect(areaRoot(page, 'lobby')).toBeVisible();
      await expect(page.locator(tid('header-user'))).toContainText('player01');

      expect(await page.evaluate(() => (window as unknown as { pageMarker?: string }).pageMarker)).toBe('not reloaded');
    });
  }
}
