import { ACCOUNTS, expect, openArea, signInAs, test, tid } from '../support/fixtures';
import { trackNetwork } from '../support/pageHealth';

// Issue 10: a session the server has ended clears the session, says so, and after logging in the player is
// back on the screen they were on, query string included.

const SCREEN = '/m/webEmail?from=message';

test('an ended session says "account logged out please log in again" and returns to the screen after login', async ({
  page,
  api: _api,
}) => {
  const session = await signInAs(page);
  const network = trackNetwork(page, { quietMs: 1_500, maxMs: 15_000 });
  await openArea(page, SCREEN);
  await expect(page.locator(tid('inbox-item')).first()).toBeVisible();
  // The page's own idle-time work (widgets, preloads) is done first, so the 401 meets the player's action.
  await network.settled();
  // The next page load must not bring the old session back: only the first load starts logged in.
  await page.evaluate(() => sessionStorage.setItem('e2e.loaded', '1'));
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2e.loaded')) localStorage.removeItem('m.session');
  });

  // The server ends the session (as after a log-in elsewhere); the player's next action meets the 401.
  const logout = await page.request.delete('/wps/session/logout', { headers: { token: session.token, merchantCode: 'mcasino' } });
  expect(logout.ok()).toBe(true);
  await page.locator(`${tid('app-header')} ${tid('balance-refresh')}`).click();

  await expect(page.getByRole('status').filter({ hasText: 'account logged out please log in again' })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/m/login' && url.searchParams.get('returnTo') === SCREEN);
  expect(await page.evaluate(() => localStorage.getItem('m.session'))).toBeNull();

  await page.fill('input[name="username"]', ACCOUNTS.player.username);
  await page.fill('input[name="password"]', ACCOUNTS.player.password);
  await page.locator('form button[type="submit"]').first().click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === SCREEN);
  await expect(page.locator(tid('inbox-item')).first()).toBeVisible();
});

test('a returnTo that leaves the /m pages goes home after login instead', async ({ page, api: _api }) => {
  await openArea(page, `/m/login?returnTo=${encodeURIComponent('/wps/session/logout')}`);
  await page.fill('input[name="username"]', ACCOUNTS.player.username);
  await page.fill('input[name="password"]', ACCOUNTS.player.password);
  await page.locator('form button[type="submit"]').first().click();
  await expect(page).toHaveURL((url) => url.pathname === '/m/home');
});
