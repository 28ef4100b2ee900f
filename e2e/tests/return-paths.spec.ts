import type { Page } from '@playwright/test';
import { test, expect, openArea, tid, ACCOUNTS, autoDismissAnnouncements } from '../support/fixtures';

// docs/product-rules.md §6, 6.11: every screen that sends a guest to log in comes back to itself (path and
// query) once the player has logged in.

/** Log in on the login page the guest was sent to, through its form. */
async function logInHere(page: Page) {
  await expect(page).toHaveURL(/\/m\/login\?/);
  await page.fill('input[name="username"]', ACCOUNTS.player.username);
  await page.fill('input[name="password"]', ACCOUNTS.player.password);
  await page.locator('form button[type="submit"]').first().click();
  await page.waitForURL((url) => !url.pathname.endsWith('/m/login'));
}

const here = (path: string) => new RegExp(`${path.replace(/[?.]/g, (c) => `\\${c}`)}$`);

/** Screens a guest is sent away from at once. */
const REDIRECTING = [
  '/m/activity/signIn',
  '/m/inviteFriends',
  '/m/member/home',
  '/m/gameRecord',
  '/m/withdraw',
  '/m/voucherCenter',
  '/m/walletHistory',
  '/m/paymentPassword',
  '/m/payoutAccount',
  '/m/feedback',
  '/m/webEmail',
  '/m/member/agent/getSalaryContract',
];

for (const path of REDIRECTING) {
  test(`a guest sent from ${path} to log in comes back to it`, async ({ page, api: _api }) => {
    await page.goto(path);
    await logInHere(page);
    await expect(page).toHaveURL(here(path));
  });
}

test('a guest who logs in from the favourites comes back to them', async ({ page, api: _api }) => {
  await openArea(page, '/m/fav');
  await page.getByTestId('fav-login').getByRole('button').click();
  await logInHere(page);
  await expect(page).toHaveURL(here('/m/fav'));
});

test('a guest who logs in from a promotion comes back to the promotion and can apply', async ({ page, api: _api }) => {
  await openArea(page, '/m/activityDetail?id=102');
  await page.getByTestId('apply-log-in').click();
  await logInHere(page);
  await expect(page).toHaveURL(here('/m/activityDetail?id=102'));
  await expect(page.getByTestId('apply-form')).toBeVisible();
});

test('a guest who logs in from the reward centre comes back to it', async ({ page, api: _api }) => {
  await openArea(page, '/m/rewardCenter');
  await page.locator('[data-remote="promotions"]').getByRole('link', { name: 'Log in' }).click();
  await logInHere(page);
  await expect(page).toHaveURL(here('/m/rewardCenter'));
});

test('a guest tapping the announcement popup\'s "Go to rewards" logs in and lands on the reward centre', async ({ page, api: _api }) => {
  await openArea(page, '/m/home');
  await page.getByTestId('announcement-popup-go').click({ timeout: 20_000 });
  autoDismissAnnouncements(page);
  await logInHere(page);
  await expect(page).toHaveURL(here('/m/rewardCenter'));
  await expect(page.locator(tid('reward-denied'))).toHaveCount(0);
});
