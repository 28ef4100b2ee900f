// Files of published remote versions (`/remotes/<area>/<version>/…`) never change: the worker answers them
// from its cache and keeps only the versions the release names. Every file is checked against the SHA-384 the
// release chains to it (versionFiles.ts: the release manifest's for the mf-manifest.json and entry script,
// the verified mf-manifest.json's for each chunk and CSS file) when the worker fetches it, before it keeps a
// copy and again before it serves one: a file that does not match is refused (a network error for the page,
// which then loads the area's fallback), never kept, and a held copy that does not match is dropped and
// fetched again. A file with no chained hash is never kept. The page checks the same hashes on what it gets.
import type { WorkboxPlugin } from 'workbox-core/types';
import { CacheFirst } from 'workbox-strategies';
import { REMOTES_CACHE } from './cacheNames';
import { isNamed } from './releaseRules';
import { noteDropped, noteHeld, releaseKnowledge } from './releaseState';
import { expectedHash, matchesHash } from './versionFiles';

export const releaseChecks: WorkboxPlugin = {
  // What the worker fetched for the page: refused when its bytes are not those the release chains to it.
  async fetchDidSucceed({ request, response }) {
    if (response.status !== 200) return response;
    const expected = await expectedHash(request.url);
    if (!expected || (await matchesHash(response, expected))) return response;
    console.warn(`${request.url}: the file does not match its release hash; it was refused`);
    return Response.error();
  },
  // Kept only when whole, of a version the release names, and matching the hash the release chains to it.
  async cacheWillUpdate({ request, response }) {
    if (response.status !== 200 || !isNamed(releaseKnowledge(), new URL(request.url))) return null;
    const expected = await expectedHash(request.url);
    return expected && (await matchesHash(response, expected)) ? response : null;
  },
  async cacheDidUpdate({ request }) {
    noteHeld(request.url);
  },
  // A copy that no longer matches its hash (or has none) is dropped; returning nothing sends the request to the network.
  async cachedResponseWillBeUsed({ request, cachedResponse }) {
    if (!cachedResponse) return null;
    const expected = await expectedHash(request.url);
    if (expected && (await matchesHash(cachedResponse, expected))) return cachedResponse;
    console.warn(
      `${request.url}: the cached copy ${expected ? 'does not match its release hash' : 'has no release hash'}; it was dropped and is fetched again`,
    );
    await (await caches.open(REMOTES_CACHE)).delete(request.url);
    noteDropped(request.url);
    return null;
  },
};

export const remoteFiles = new CacheFirst({ cacheName: REMOTES_CACHE, plugins: [releaseChecks], matchOptions: { ignoreVary: true } });
