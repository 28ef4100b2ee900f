/**
 * The run-time config and the release manifest are asked for by the entry script, before the shell's other
 * chunks have downloaded, so they are on hand when the shell starts instead of costing a round trip then.
 * This module imports nothing shared: it runs before the shared singletons are negotiated.
 */
import { EARLY_STARTUP_URLS } from './earlyStartupUrls';

const started = new Map<string, Promise<Response>>();

export function fetchStartupFiles(urls: readonly string[] = EARLY_STARTUP_URLS): void {
  for (const url of urls) {
    const response = fetch(url, { cache: 'no-cache' });
    response.catch(() => undefined); // a failure is reported when the answer is taken
    started.set(url, response);
  }
}

/** The response started early for `url`, once; later calls (a retry) fetch again. */
export function fetchOnce(url: string): Promise<Response> {
  const early = started.get(url);
  started.delete(url);
  return early ?? fetch(url, { cache: 'no-cache' });
}
