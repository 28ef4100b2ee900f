import type { Page, Request } from '@playwright/test';

/**
 * Reads that are never served from the page's query cache, so asking them twice is not a repeat: a captcha
 * and a launch are new every time; counts and availability checks are shared only while in flight.
 */
const NEVER_FRESH = [
  '/wps/captcha',
  '/wps/game/launchGame',
  '/wps/chat/launch',
  '/wps/inbox/unread',
  '/wps/chat/unread',
  '/wps/check/username',
  '/wps/agent/affiliate',
];

/**
 * Records every backend GET the page makes from now on until `stop()`: `urls` as asked, and `reads` (those the
 * query cache could serve) keyed as the cache keys them (path and sorted query, no `t`).
 */
export function recordBackendReads(page: Page) {
  const urls: string[] = [];
  const reads: string[] = [];
  let last = Date.now();
  const onRequest = (request: Request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/wps/') || url.pathname.startsWith('/wps/__test__') || url.pathname.startsWith('/wps/assets/')) return;
    last = Date.now();
    if (request.method() !== 'GET') return;
    urls.push(request.url());
    if (NEVER_FRESH.includes(url.pathname)) return;
    url.searchParams.delete('t');
    url.searchParams.sort();
    reads.push(`GET ${url.pathname}${url.search}`);
  };
  page.on('request', onRequest);
  return {
    urls,
    reads,
    /** Reads asked more than once, with how often. */
    repeated(): Record<string, number> {
      const counts: Record<string, number> = {};
      for (const read of reads) counts[read] = (counts[read] ?? 0) + 1;
      return Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 1));
    },
    /** Resolves once no backend call has started for `quietMs` (at most `maxMs`). */
    async settled(quietMs = 1500, maxMs = 10_000) {
      const deadline = Date.now() + maxMs;
      for (let quiet = Date.now() - last; quiet < quietMs && Date.now() < deadline; quiet = Date.now() - last)
        await page.waitForTimeout(Math.min(quietMs - quiet, deadline - Date.now()));
    },
    /** Ends the recording: what the page asks later is not counted. */
    stop() {
      page.off('request', onRequest);
    },
  };
}
