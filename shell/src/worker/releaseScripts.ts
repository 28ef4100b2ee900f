// The release scripts server-rendered pages name (`/m/releases/release.<hash>.js`, tooling/site/render/
// releaseScripts.mjs): named by their content and never rewritten, so once seen one is answered from the cache.
// A release lasts days, a page names one: the few most recent are kept. The page checks each against its hash.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheFirst } from 'workbox-strategies';
import { RELEASE_SCRIPTS_CACHE } from './cacheNames';

export const RELEASE_SCRIPT_LIMIT = 8;

/** A release script's path on this site. */
export const isReleaseScript = (url: URL) => /^\/m\/releases\/release\.[0-9a-f]{8}\.js$/.test(url.pathname);

export const releaseScripts = new CacheFirst({
  cacheName: RELEASE_SCRIPTS_CACHE,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: RELEASE_SCRIPT_LIMIT, purgeOnQuotaError: true }),
  ],
});
