import type { Page } from '@playwright/test';

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

/** Records every backend GET the page makes, keyed as the query cache keys it (path and sorted query, no `t`). */
export function recordBackendReads(page: Page) {
  const reads: string[] = [];
  let last = Date.now();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/wps/') || url.pathname.startsWith('/wps/__test__') || url.pathname.startsWith('/wps/assets/')) return;
    last = Date.now();
    if (request.method() !== 'GET' || NEVER_FRESH.includes(url.pathname)) return;
    url.searchParams.delete('t');
    url.searchParams.sort();
    reads.push(`GET ${url.pathname}${url.search}`);
  });
  return {
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
      while (Date.now() - last < quietMs && Date.now() < deadline) await page.waitForTimeout(200);
    },
  };
}
