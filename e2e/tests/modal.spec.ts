import type { Page } from '@playwright/test';
import { autoDismissAnnouncements, expect, openArea, openAreaSignedIn, test, tid } from '../support/fixtures';

// Every popup is the shared modal: a native <dialog> shown with showModal() (docs/product-rules.md §9: backdrop taps
// within 300 ms of opening are ignored).

test.beforeEach(({ page }) => autoDismissAnnouncements(page));

const focusedInside = (page: Page, selector: string) =>
  page.evaluate((s) => !!document.activeElement && !!document.querySelector(s)?.contains(document.activeElement), selector);
/** Where focus is: in the dialog, out of the page (the browser's own controls, as with any native modal), or on the page behind. */
const focusIs = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'out of the page';
    return document.querySelector(s)?.contains(active) ? 'in the dialog' : 'on the page behind';
  }, selector);

test('the confirm dialog is a modal <dialog>: focus on confirm, Tab stays inside, Escape cancels and gives focus back', async ({
  page,
  api: _api,
}) => {
  await openAreaSignedIn(page, '/m/member/home');
  const logout = page.locator(tid('member-logout'));
  await logout.click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Do you want to sign out?');
  expect(await dialog.evaluate((element) => element.tagName === 'DIALOG' && element.matches(':modal'))).toBe(true);
  await expect(dialog.getByRole('button', { name: 'Sign out' })).toBeFocused();

  // The rest of the page is inert: tabbing cycles through the dialog (and the browser's own controls), never
  // onto the page behind it.
  const stops: string[] = [];
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    stops.push(await focusIs(page, '[role="alertdialog"]'));
  }
  expect(stops).not.toContain('on the page behind');
  expect(stops.filter((stop) => stop === 'in the dialog').length).toBeGreaterThanOrEqual(3);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('member-info')).toBeVisible();
  await expect(logout).toBeFocused();
});

test('the side menu is the shell’s modal: Escape closes it, focus returns to the menu button, a backdrop tap closes it at once', async ({
  page,
  api: _api,
}) => {
  await openArea(page, '/m/vip');
  const button = page.locator(tid('side-menu-button'));
  const menu = page.locator(tid('side-menu'));
  await button.click();
  await expect(menu).toBeVisible();
  expect(await menu.evaluate((element) => element.matches('dialog:modal'))).toBe(true);
  expect(await focusedInside(page, tid('side-menu'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(button).toBeFocused();

  await button.click();
  await expect(menu).toBeVisible();
  await page.mouse.click(380, 400);
  await expect(menu).toHaveCount(0);
});
