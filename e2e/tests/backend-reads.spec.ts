import { test, expect, openArea, signInAs, autoDismissAnnouncements } from '../support/fixtures';
import { recordBackendReads } from '../support/backendReads';

test.beforeEach(({ page }) => autoDismissAnnouncements(page));

// Every backend read of a page view is asked once while its answer is fresh: the page's query cache serves
// every other screen, widget and the frame from that one answer. Every route is walked so in route-walk.spec.ts.

test('signed-in home: the wallet is asked once for the header, the lobby and the member widgets', async ({ page, api: _api }) => {
  await signInAs(page);
  const reads = recordBackendReads(page);
  await openArea(page, '/m/');
  await reads.settled();
  expect(reads.reads.filter((r) => r === 'GET /wps/wallets/gcs')).toHaveLength(1);
});
