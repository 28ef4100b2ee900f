import { test, expect, openArea, signInAs, tid, ACCOUNTS } from '../support/fixtures';

// docs/product-rules.md §4, 4.19: home's popups come one at a time, the announcement popup first.

test('the contract alert waits for the announcement popup to close, never over it', async ({ page, api: _api }) => {
  test.slow();
  await signInAs(page, ACCOUNTS.contract);
  await openArea(page, '/m/home');
  const popup = page.locator(tid('announcement-popup'));
  const alert = page.locator(tid('contract-alert'));
  await expect(popup).toBeVisible({ timeout: 20_000 });
  // The contract answer has long arrived by now; the alert still waits.
  await page.waitForTimeout(3_000);
  await expect(alert).toHaveCount(0);
  await page.getByTestId('announcement-popup-close').click();
  await expect(popup).toHaveCount(0);
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await expect(popup).toHaveCount(0);
});
