import { ROUTES } from 'shared/routes';
import { test, expect, openArea, signInAs, autoDismissAnnouncements } from '../support/fixtures';
import { recordBackendReads } from '../support/backendReads';
import { isGuestRoute, isTrial, workingUrl } from '../support/routeQueries';

test.beforeEach(({ page }) => autoDismissAnnouncements(page));

// Every backend read of a page view is asked once while its answer is fresh: the page's query cache serves
// every other screen, widget and the frame from that one answer.
for (const who of ['guest', 'player'] as const) {
  test.describe(`identical backend reads within one page view, ${who}`, () => {
    for (const route of ROUTES.filter((r) => !isTrial(r) && (who === 'player' || isGuestRoute(r) || r.home))) {
      test(`${route.path}: each read asked once`, async ({ page, api: _api }) => {
        if (who === 'player') await signInAs(page);
        const reads = recordBackendReads(page);
        await openArea(page, workingUrl(route));
        await reads.settled();
        expect(reads.reads.length, 'the page reads from the backend').toBeGreaterThan(0);
        expect(reads.repeated(), `repeated reads on ${route.path}`).toEqual({});
      });
    }
  });
}

test('signed-in home: the wallet is asked once for the header, the lobby and the member widgets', async ({ page, api: _api }) => {
  await signInAs(page);
  const reads = recordBackendReads(page);
  await openArea(page, '/m/');
  await reads.settled();
  expect(reads.reads.filter((r) => r === 'GET /wps/wallets/gcs')).toHaveLength(1);
});
