import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The page-level flag the hostile inputs and queries of these tests set if they ever run. */
export const PWNED_FLAG = '__pwned';

/**
 * Records every uncaught error of the site's code. Errors thrown only by the test's own init scripts
 * (no site URL in their stack: e.g. the session seed running in a frame without storage) are not the site's.
 */
export function recordPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => {
    const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
    if (frames.length > 0 && frames.every((line) => line.includes('<anonymous>'))) return;
    errors.push(error.message);
  });
  return errors;
}

/**
 * Elements a hostile value would have created had it been parsed as markup. The first view's data that the
 * server hands over (`script#m-first-view`, JSON, never run) is the page's own.
 */
export async function injectedElements(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(
      document.querySelectorAll(
        'img[src="x"], img[onerror], svg[onload], script:not([src]):not(#m-first-view[type="application/json"]), a[href^="javascript:" i], iframe[src^="javascript:" i], iframe[src^="data:" i]',
      ),
    ).map((el) => el.outerHTML.slice(0, 120)),
  );
}

export async function flagIsSet(page: Page): Promise<boolean> {
  return page.evaluate((flag) => flag in window, PWNED_FLAG);
}

/** No uncaught error, no area failure panel, nothing injected, nothing run. */
export async function expectUnharmed(page: Page, errors: readonly string[], what: string): Promise<void> {
  await expect(page.getByTestId('remote-error'), `${what}: area error panel`).toHaveCount(0);
  expect({ errors: [...errors], injected: await injectedElements(page), flag: await flagIsSet(page) }, what).toEqual({
    errors: [],
    injected: [],
    flag: false,
  });
}

/** Whether `value` shows on the page as text (in the text of the page or in a field). */
export async function reflectedAsText(page: Page, value: string): Promise<boolean> {
  return page.evaluate(
    (v) =>
      document.body.innerText.includes(v) ||
      Array.from(document.querySelectorAll('input, textarea')).some((f) => (f as HTMLInputElement).value.includes(v)),
    value,
  );
}

/**
 * Tracks the page's requests to the backend and the remotes; `settled()` resolves once none has been in
 * flight for `quietMs` (a screen that keeps polling settles at the deadline).
 */
export function trackNetwork(page: Page, { quietMs = 250, maxMs = 5_000 } = {}) {
  const inFlight = new Set<unknown>();
  let lastChange = Date.now();
  const counted = (url: string) => /\/(wps|remotes)\//.test(url);
  page.on('request', (r) => {
    if (!counted(r.url())) return;
    inFlight.add(r);
    lastChange = Date.now();
  });
  const done = (r: unknown) => {
    if (inFlight.delete(r)) lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async settled(): Promise<void> {
      // The quiet window starts no earlier than the call: a request the last action is about to send
      // reaches this side a moment later, and must not be missed because the page was quiet before.
      const calledAt = Date.now();
      const deadline = calledAt + maxMs;
      while (Date.now() < deadline && (inFlight.size > 0 || Date.now() - Math.max(lastChange, calledAt) < quietMs))
        await page.waitForTimeout(50);
    },
  };
}
