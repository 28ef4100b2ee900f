import type { Page } from '@playwright/test';
import { AREAS, ROUTES, type RouteEntry } from 'shared/routes';
import { autoDismissAnnouncements, expect, signInAs, test } from '../support/fixtures';
import { navigateInApp } from '../support/hostileContent';
import { GENERIC_PARAMS, HOSTILE_QUERY_VALUES, rotatedQueries, WRONG_TYPED_VALUES } from '../support/hostileQueries';
import { expectUnharmed, recordPageErrors, reflectedAsText, trackNetwork } from '../support/pageHealth';
import { isGuestRoute, isTrial, ROUTE_QUERIES } from '../support/routeQueries';

// Every route of the route table with its query parameters missing, of the wrong type and hostile:
// no uncaught error, no area failure, no element injected, no script run; what is echoed is text.
// Each route's own parameters (and `id`, `p`, `gameType` on every route) get every value once.

test.beforeEach(({ page }) => autoDismissAnnouncements(page));

/** A route other than `route`: leaving to it first makes the next visit mount the screen afresh. */
const elsewhere = (route: RouteEntry) => (route.path === '/m/privacy' ? '/m/vip' : '/m/privacy');

async function walk(page: Page, routes: readonly RouteEntry[]) {
  const errors = recordPageErrors(page);
  const network = trackNetwork(page, { quietMs: 100, maxMs: 800 });
  const show = async (url: string) => {
    await navigateInApp(page, url);
    await expect(page.locator('[data-remote]').first(), url).toBeVisible({ timeout: 20_000 });
    await network.settled();
  };
  await page.goto('/m/privacy');
  const echoed = new Set<string>();
  for (const route of routes) {
    const own = ROUTE_QUERIES[route.path]?.params ?? [];
    // A route's own parameters get every value; routes without any get them all at once on unread names.
    const params = [...new Set([...own, ...GENERIC_PARAMS])];
    const visits = (values: readonly string[]) =>
      own.length ? rotatedQueries(params, values) : rotatedQueries(params, values).slice(0, 1);
    await show(elsewhere(route));
    await show(route.path);
    await expectUnharmed(page, errors, `${route.path} without a query`);
    for (const query of visits(HOSTILE_QUERY_VALUES)) {
      await show(route.path + query);
      await expectUnharmed(page, errors, route.path + query);
      for (const value of HOSTILE_QUERY_VALUES) if (value.includes('<') && (await reflectedAsText(page, value))) echoed.add(route.path);
    }
    for (const query of visits(WRONG_TYPED_VALUES)) {
      await show(route.path + query);
      await expectUnharmed(page, errors, route.path + query);
    }
  }
  if (echoed.size) test.info().annotations.push({ type: 'markup echoed as text on', description: [...echoed].join(', ') });
}

test('as a guest: login-style routes', async ({ page, api: _api }) => {
  test.setTimeout(150_000);
  await walk(page, ROUTES.filter(isGuestRoute));
});

test('as a guest: the free trial with a hostile query', async ({ page, api: _api }) => {
  const errors = recordPageErrors(page);
  await page.goto(`/m/trail${rotatedQueries(GENERIC_PARAMS, HOSTILE_QUERY_VALUES)[0]}`);
  await expect(page.locator('[data-remote]').first()).toBeVisible({ timeout: 20_000 });
  await expectUnharmed(page, errors, '/m/trail');
});

/** Routes in groups of at most `size`, so each test stays well inside its time-out. */
const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

for (const area of AREAS) {
  const routes = ROUTES.filter((r) => r.area === area && !isGuestRoute(r) && !isTrial(r));
  for (const group of chunks(routes, 6)) {
    test(`as a member: ${group.map((r) => r.path).join(' ')}`, async ({ page, api: _api }) => {
      test.setTimeout(150_000);
      await signInAs(page);
      await walk(page, group);
    });
  }
}
