import type { Page } from '@playwright/test';
import { frameOf, type RouteEntry } from 'shared/routes';
import { tid } from '../fixtures';

/**
 * Waits until a page view has settled: its area shown, a signed-in header's balance decided, the network quiet
 * (no request for half a second), no loading indicator left and the page's main thread idle. Returns what never
 * came, as findings (the page is audited all the same).
 */
export async function settle(page: Page, route: RouteEntry, { signedIn }: { signedIn: boolean }): Promise<string[]> {
  const missing: string[] = [];
  const waitFor = (what: string, wait: Promise<unknown>) => wait.catch(() => missing.push(`never settled: ${what}`));
  await waitFor('no area shown', page.locator('[data-remote]').first().waitFor({ timeout: 20_000 }));
  if (signedIn && frameOf(route).appHeader)
    await waitFor(
      'the header balance stays undecided',
      page
        .locator(`${tid('app-header')} ${tid('balance')}:is([data-state="shown"], [data-state="hidden"], [data-state="failed"])`)
        .waitFor({ state: 'attached', timeout: 10_000 }),
    );
  await waitFor('the network never went quiet', page.waitForLoadState('networkidle', { timeout: 20_000 }));
  await waitFor(
    'a loading indicator stays on screen',
    page.locator('[role="progressbar"]:visible').first().waitFor({ state: 'detached', timeout: 10_000 }),
  );
  await waitFor(
    'the page stays busy',
    page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5_000 }))),
  );
  return missing;
}
