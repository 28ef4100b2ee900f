import { AREAS } from 'shared/routes';
import { test, expect, openArea, tid, logIn, autoDismissAnnouncements } from '../support/fixtures';

test.beforeEach(({ page }) => autoDismissAnnouncements(page));

// Each route's own area and frame (header, title bar, back arrow, footer, download banner) is checked where the
// route walk opens it (route-walk.spec.ts, support/audit/pageFrame.ts): one page load serves every check.
test('an unknown path falls back to home', async ({ page, api: _api }) => {
  expect(await openArea(page, '/m/no-such-page')).toBe('lobby');
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('every area mounts under the one router without a full page reload', async ({ page, api: _api }) => {
  await openArea(page, '/m/home');
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'));
  for (const [tab, area] of [
    ['rewards', 'promotions'],
    ['casino', 'lobby'],
    ['vip', 'promotions'],
    ['home', 'lobby'],
  ] as const) {
    await page.click(tid(`footer-tab-${tab}`));
    await expect(page.locator(`[data-remote="${area}"]`).first()).toBeVisible();
  }
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same page');
});

test('back goes home from activity and one step back elsewhere', async ({ page, api: _api }) => {
  await openArea(page, '/m/vip');
  await page.click(tid('footer-tab-rewards'));
  await page.click(tid('nav-back'));
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.click(tid('footer-tab-vip'));
  await page.click(tid('side-menu-button'));
  await page.click(tid('menu-help'));
  await expect(page).toHaveURL(/\/m\/help$/);
  await page.click(tid('nav-back'));
  await expect(page).toHaveURL(/\/m\/vip$/);
});

test('shared is one instance on the page, whatever number of remotes loaded', async ({ page, api: _api }) => {
  await openArea(page, '/m/home');
  for (const tab of ['rewards', 'casino', 'vip', 'events'] as const) await page.click(tid(`footer-tab-${tab}`));
  await page.click(tid('side-menu-button'));
  await page.click(tid('menu-help'));
  await expect(page.locator('[data-remote="support"]')).toBeVisible();
  const loaded = await page.evaluate(() =>
    Object.keys(
      (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: { name: string }[] } }).__FEDERATION__.__INSTANCES__.map((i) => i.name),
    ),
  );
  expect(loaded.length).toBeGreaterThan(1);
  expect(await page.evaluate(() => (globalThis as unknown as { __M_SHARED_INSTANCES__: number }).__M_SHARED_INSTANCES__)).toBe(1);
});

test('a session change made in the account area is seen by the header and the lobby without a reload', async ({ page, api: _api }) => {
  await logIn(page);
  await expect(page.locator(tid('header-user'))).toContainText('player01');
  await expect(page.locator(tid('balance'))).toBeVisible();
  expect(await openArea(page, '/m/member/home')).toBe('account');
  await expect(page.locator('[data-remote="account"]')).toContainText('player01');
});

test('sign out from the header dropdown ends the session', async ({ page, api: _api }) => {
  await logIn(page);
  await page.click(tid('header-dropdown-toggle'));
  await page.click(tid('sign-out'));
  await page.getByRole('alertdialog').getByRole('button').last().click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.locator(tid('header-login'))).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('m.session'))).toBeNull();
});

test('the language switch re-renders the shell and the mounted area', async ({ page, api: _api }) => {
  await openArea(page, '/m/vip');
  await expect(page.locator(tid('footer-tab-home'))).toContainText('Home');
  await page.click(tid('side-menu-button'));
  await page.click(tid('language-pt'));
  await expect(page.locator(tid('footer-tab-home'))).toContainText('Início');
  await page.reload();
  await expect(page.locator(tid('footer-tab-home'))).toContainText('Início');
});

test('the theme is dark by default and the chosen theme persists', async ({ page, api: _api }) => {
  await openArea(page, '/m/home');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.click(tid('side-menu-button'));
  await page.click(tid('theme-light'));
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test.describe('system status', () => {
  test('maintenance shows the service-error page and no area', async ({ page, api }) => {
    await api.status(1);
    await page.goto('/m/home');
    await expect(page.getByTestId('service-error-page')).toContainText(/System upgrading try again later/);
    await expect(page.locator('[data-remote]')).toHaveCount(0);
  });

  test('region restriction shows the IP-limit page', async ({ page, api }) => {
    await api.status(2);
    await page.goto('/m/activity');
    await expect(page.getByTestId('ip-limit-page')).toContainText(/access denied/i);
  });

  // docs/product-rules.md §2, 2.52
  test('the maintenance page lets the player in once the site is back, on retry', async ({ page, api }) => {
    await api.status(1);
    await page.goto('/m/home');
    await expect(page.getByTestId('status-icon')).toBeVisible();
    await page.getByTestId('status-retry').click();
    await expect(page.getByTestId('status-recheck-note')).toContainText('Still unavailable');
    await api.status(0);
    await page.getByTestId('status-retry').click();
    await expect(page.locator('[data-remote="lobby"]').first()).toBeVisible();
    await expect(page.getByTestId('service-error-page')).toHaveCount(0);
  });

  test('the region page asks again by itself every 30 seconds', async ({ page, api }) => {
    await page.clock.install();
    await api.status(2);
    await page.goto('/m/activity');
    await expect(page.getByTestId('ip-limit-page')).toBeVisible();
    await api.status(0);
    await page.clock.runFor(31_000);
    await expect(page.locator('[data-remote="promotions"]').first()).toBeVisible();
  });

  test('a corrupt cached status is tolerated', async ({ page, api: _api }) => {
    await page.addInitScript(() => localStorage.setItem('m.systemStatus', '{broken'));
    expect(await openArea(page, '/m/home')).toBe('lobby');
  });
});

test.describe('remote failure stays inside its area', () => {
  const GUEST_PAGE = {
    lobby: '/m/gameCenter',
    account: '/m/login',
    promotions: '/m/activity',
    support: '/m/help',
    agent: '/m/agentRegister',
  };
  for (const area of AREAS) {
    test(`${area} unreachable: its area shows an error with retry, the rest works, retry recovers`, async ({ page, api: _api }) => {
      const target = GUEST_PAGE[area];
      const other = area === 'lobby' ? '/m/activity' : '/m/home';
      let blocked = true;
      await page.route(new RegExp(`/remotes/${area}/`), (route) => (blocked ? route.abort() : route.continue()));
      await page.goto(target);
      await expect(page.locator(tid('remote-error'))).toBeVisible({ timeout: 20_000 });
      await expect(page.locator(tid('nav-bar'))).toBeVisible();
      blocked = false;
      await page.locator(tid('remote-error')).getByRole('button').click();
      await expect(page.locator(`[data-remote="${area}"]`).first()).toBeVisible({ timeout: 20_000 });
      await page.goto(other);
      await expect(page.locator('[data-remote]').first()).toBeVisible();
    });
  }
});

test("home carries the support area's floating customer-service button; a guest tapping it for live chat goes to login", async ({
  page,
  api: _api,
}) => {
  await openArea(page, '/m/home');
  await page.click(tid('customer-service-button'));
  await expect(page).toHaveURL(/\/m\/login/);
});
