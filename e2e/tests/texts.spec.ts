import type { Page } from '@playwright/test';
import { expect, openArea, openAreaSignedIn, test, tid } from '../support/fixtures';

// Texts the player reads (docs/product-rules.md §2, 2.46 and §8, 8.5): Portuguese titles and side menu, money
// with its currency, no raw server codes, and unknown deep-link values falling back to the lobby. The walks of
// the whole route table in Portuguese (no English frame or control text, money written one way) are in
// route-walk.spec.ts.

async function toPortuguese(page: Page) {
  await page.click(tid('side-menu-button'));
  await page.click(tid('language-pt'));
}

test('in Portuguese the promotion, sign-in and leaderboard titles and the side menu are Portuguese', async ({ page, api }) => {
  await api.flags({ mission: true, login: true });
  await openAreaSignedIn(page, '/m/activityDetail?id=102');
  await toPortuguese(page);
  const menu = page.locator(tid('side-menu'));
  await expect(menu.locator(tid('menu-promotions'))).toHaveText('Promoções');
  await expect(menu.locator(tid('menu-sign-in'))).toHaveText('Check-in diário');
  await expect(menu.getByRole('link', { name: 'Todos os jogos' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('nav-bar')).toContainText('Promoção');
  await openArea(page, '/m/activity/signIn');
  await expect(page.getByTestId('nav-bar')).toContainText('Check-in diário');
  await openArea(page, '/m/leaderBoard');
  await expect(page.getByTestId('nav-bar')).toContainText('Classificação');
});

test('reward-centre and leaderboard amounts carry the currency', async ({ page, api }) => {
  await api.flags({ mission: true, REWCEN3: true });
  await openAreaSignedIn(page, '/m/rewardCenter');
  await expect(page.getByTestId('reward').first()).toContainText(/₱\d/);
  await openArea(page, '/m/leaderBoard');
  await expect(page.getByTestId('leaderboard-row').first()).toContainText(/₱\d/);
});

test('a vendor classification shows a text, never its server code', async ({ page, api: _api }) => {
  await openArea(page, '/m/gameList?gameType=LIVE&vassalage=EVO');
  const tabs = page.locator(tid('classification-tab'));
  await expect(tabs.filter({ hasText: 'Game shows' })).toHaveCount(1);
  expect(await tabs.allTextContents()).not.toContain('game-show');
});

test('an unknown game type in the address falls back to the lobby', async ({ page, api: _api }) => {
  await openArea(page, '/m/gameList?gameType=bogus');
  await expect(page.locator(tid('game-tile')).first()).toBeVisible();
  await expect(page.locator('[data-remote="lobby"]')).not.toContainText('bogus');
  await openArea(page, '/m/home?pageType=list&gameType=bogus');
  await expect(page.getByTestId('game-lobby')).toHaveAttribute('data-mode', 'all');
});
