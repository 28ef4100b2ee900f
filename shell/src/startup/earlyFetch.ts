/**
 * Files the first page needs are asked for by the entry script, before the shell's other chunks have
 * downloaded, so they are on hand when the shell starts instead of costing a round trip then: the run-time
 * config, the release manifest, then (once those have arrived) the opening area's mf-manifest.json and the
 * system status.
 * This module imports nothing shared: it runs before the shared singletons are negotiated.
 */
import { EARLY_STARTUP_URLS } from './earlyStartupUrls';

const started = new Map<string, Promise<Response>>();

/** Start fetching `url` now; the first taker of `key` (the URL unless given) gets this answer. */
export function fetchEarly(url: string, init: RequestInit = {}, key = url): Promise<Response> {
  const response = fetch(url, init);
  response.catch(() => undefined); // a failure is reported when the answer is taken
  started.set(key, response);
  return response;
}

export function fetchStartupFiles(urls: readonly string[] = EARLY_STARTUP_URLS): void {
  for (const url of urls) fetchEarly(url, { cache: 'no-cache' });
}

/** A copy of the answer started early for `url`, for a look at it that leaves the answer to its taker. */
export function peekEarly(url: string): Promise<Response> | undefined {
  return started.get(url)?.then((response) => response.clone());
}

/** The answer started early for `key` (its URL unless given), once, or undefined; later calls (a retry) get nothing. */
export function takeEarly(key: string): Promise<Response> | undefined {
  const early = started.get(key);
  started.delete(key);
  return early;
}

/** The startup file at `url`: the answer started early when there is one, otherwise a fresh fetch. */
export function fetchOnce(url: string): Promise<Response> {
  return takeEarly(url) ?? fetch(url, { cache: 'no-cache' });
}
