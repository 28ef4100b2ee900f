import type { APIRequestContext, BrowserContext, Locator, Page, Route } from '@playwright/test';
import { createRequire } from 'node:module';
import { expect, hooks, type FaultKind } from './fixtures';
import { ignoreWhenClosed } from './routeClosed';

/** The site's own English texts, so the expected messages cannot drift from what the screens show. */
const common = createRequire(import.meta.url)('shared/locales/common.en.json') as Record<string, string>;

/** The client time-out the matrix runs with: a `timeout` fault fails in this long instead of 15 s. */
export const FAST_API_TIMEOUT_MS = 1500;

/** The text the user must see for each fault kind (the server's own text for a 500, else the shared fallbacks). */
export const FAULT_MESSAGE: Record<FaultKind, string> = {
  error: 'System upgrading try again later',
  timeout: common.error_timeout!,
  malformed: common.error_malformed!,
  empty: common.error_malformed!,
};

export const RETRY_LABEL = common.retry!;

/**
 * Serves the deployment's own /m/config.json with a short `apiTimeoutMs` from now until `stop()` (a page reads it
 * as it loads), as an operator could: the production default stays untouched, only this browser context reads the
 * short one. Only the time-out faults need it: every other read keeps the site's own time-out, so a read that is
 * merely slow on a busy machine does not fail the test. Only they have it, too: a route makes the browser hand
 * every request of the context to the test to be let through, whatever its address.
 */
export async function useFastApiTimeout(context: BrowserContext): Promise<{ stop: () => Promise<void> }> {
  let stopped = false;
  const handler = (route: Route) =>
    route
      .fetch()
      .then(async (response) => {
        const config = (await response.json()) as Record<string, unknown>;
        await route.fulfill({ response, json: { ...config, apiTimeoutMs: FAST_API_TIMEOUT_MS } });
      })
      // A read still being answered when the route goes was let through as it is (Playwright's fallback).
      .catch((error: unknown) => (stopped ? undefined : ignoreWhenClosed(error)));
  await context.route('**/m/config.json', handler);
  return {
    stop: async () => {
      stopped = true;
      await context.unroute('**/m/config.json', handler);
    },
  };
}

/** Arms a fault on every path until it is disarmed (a screen may call a path more than once). */
export async function armFaults(request: APIRequestContext, paths: readonly string[], kind: FaultKind): Promise<void> {
  for (const path of paths) await hooks(request).fault(path, kind, 1000);
}

export async function disarmFaults(request: APIRequestContext, paths: readonly string[]): Promise<void> {
  for (const path of paths) await hooks(request).fault(path, 'error', 0);
}

/** Nothing in the region is still loading: no progress indicator, nothing marked busy. */
export async function expectSettled(region: Locator, bound = FAST_API_TIMEOUT_MS + 3000): Promise<void> {
  await expect(region.locator('[role="progressbar"]')).toHaveCount(0, { timeout: bound });
  await expect(region.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: bound });
}

/** Presses every retry button in the region (a screen may show one per failed block). */
export async function retryAll(region: Locator): Promise<void> {
  const buttons = region.getByRole('button', { name: RETRY_LABEL, exact: true });
  const count = await buttons.count();
  expect(count, 'a retry control').toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const first = buttons.first();
    if ((await buttons.count()) === 0) break;
    await first.click();
  }
}

/** Values of the named fields, to compare before and after a failed submit. */
export async function fieldValues(page: Page, names: readonly string[]): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  for (const name of names) values[name] = await page.locator(`[name="${name}"]`).first().inputValue();
  return values;
}
