import { test, expect, openArea, tid } from '../support/fixtures';

// docs/product-rules.md §2, 2.45: a side-menu vendor link of lottery or sports shows that vendor's tiles only.

for (const { vendor, gameType } of [
  { vendor: 'TCG_KENO', gameType: 'ELOTT' },
  { vendor: 'SABA', gameType: 'SPORTS' },
]) {
  test(`the side menu's ${vendor} link shows ${vendor} only`, async ({ page, api: _api }) => {
    await openArea(page, '/m/gameCenter');
    await page.click(tid('side-menu-button'));
    await page.locator(tid('side-menu')).locator(`[data-testid="menu-vendor"][data-vendor="${vendor}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`gameType=${gameType}&vassalage=${vendor}$`));
    // Read until the list has come: the game centre's own tiles may still be on screen as the URL changes.
    const tiles = page.locator(tid('vendor-tile'));
    await expect.poll(() => tiles.evaluateAll((list) => list.map((t) => t.getAttribute('data-vendor')))).toEqual([vendor]);
  });
}
