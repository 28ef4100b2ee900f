// Files of published remote versions (`/remotes/<area>/<version>/…`) never change: the worker answers them
// from its cache, keeps only the versions the release names, and checks the mf-manifest.json and entry
// script of each against the release hash before it keeps a copy and again before it serves one, so a copy
// that was altered is refused, dropped and fetched again. The page checks the same hashes on what it gets.
import type { WorkboxPlugin } from 'workbox-core/types';
import { CacheFirst } from 'workbox-strategies';
import { sha384 } from '../federation/integrity';
import { REMOTES_CACHE } from './cacheNames';
import { isNamed } from './releaseRules';
import { noteDropped, noteHeld, releaseKnowledge } from './releaseState';

/** Whether `bytes` match what the release says `href` must hash to; true when it names no hash for it. */
async function matchesRelease(href: string, response: Response): Promise<boolean> {
  const expected = releaseKnowledge().integrity.get(href);
  if (!expected) return true;
  return (await sha384(await response.clone().arrayBuffer())) === expected;
}

const releaseChecks: WorkboxPlugin = {
  // Kept only when whole, of a version the release names, and matching its hash.
  async cacheWillUpdate({ request, response }) {
    if (response.status !== 200 || !isNamed(releaseKnowledge(), new URL(request.url))) return null;
    return (await matchesRelease(request.url, response)) ? response : null;
  },
  async cacheDidUpdate({ request }) {
    noteHeld(request.url);
  },
  // A copy that no longer matches its hash is dropped; returning nothing sends the request to the network.
  async cachedResponseWillBeUsed({ request, cachedResponse }) {
    if (!cachedResponse) return null;
    if (await matchesRelease(request.url, cachedResponse)) return cachedResponse;
    console.warn(`${request.url}: the cached copy does not match its release hash; it was dropped and is fetched again`);
    await (await caches.open(REMOTES_CACHE)).delete(request.url);
    noteDropped(request.url);
    return null;
  },
};

export const remoteFiles = new CacheFirst({ cacheName: REMOTES_CACHE, plugins: [releaseChecks], matchOptions: { ignoreVary: true } });
