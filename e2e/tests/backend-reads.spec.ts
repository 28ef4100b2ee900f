import { test, expect, openArea, signInAs, autoDismissAnnouncements } from '../support/fixtures';
import { recordBackendReads } from '../support/backendReads';

test.beforeEach(({ page }) => autoDismissAnnouncements(page));

// Every backend read of a page view is asked once while its answer is fresh: the page's query cache serves
// every other screen, widget and the frame from that one answer. Every route is walked so in route-walk.spec.ts.

test('signed-in home: the wallet is read once for the header, the lobby and the member widgets, by the server that rendered it', async ({
  page,
  api: _api,
}) => {
  await signInAs(page);
  const reads = recordBackendReads(page);
  await openArea(page, '/m/');
  await reads.settled();
  // The page was rendered for the player: the browser takes the server's answer over and asks nothing.
  expect(reads.reads.filter((r) => r === 'GET /wps/wallets/gcs')).toHaveLength(0);
  await expect(page.locator('[data-testid="app-header"] [data-testid="balance-amount"]')).toContainText(/\d/);
});
