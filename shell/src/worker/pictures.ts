// Game, banner and logo pictures are answered from the cache once seen: at most PICTURE_LIMIT of them, none
// older than PICTURE_MAX_AGE_DAYS, the least recently used dropped first, everything dropped if the browser
// runs short of storage. Only whole answers the worker can read are kept: a picture from another site that
// does not allow it (an opaque answer) would cost up to 7 MB of quota each in Chromium.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheFirst } from 'workbox-strategies';
import { PICTURES_CACHE } from './cacheNames';

/** Home shows about 60 game pictures and a handful of banners; 200 covers several categories (about 6 MB). */
export const PICTURE_LIMIT = 200;
export const PICTURE_MAX_AGE_DAYS = 14;

export const pictures = new CacheFirst({
  cacheName: PICTURES_CACHE,
  matchOptions: { ignoreVary: true },
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: PICTURE_LIMIT, maxAgeSeconds: PICTURE_MAX_AGE_DAYS * 24 * 60 * 60, purgeOnQuotaError: true }),
  ],
});
