// The kill switch for a bad release of the worker itself (docs/installed-app.md):
// deployed in place of /m/sw.js (`node tooling/pwa/workerSwitch.mjs off`), browsers install it at their
// next page load, and it takes over at once, deletes every cache of the site's worker, unregisters itself and
// reloads the pages it took over, which then run from the network as if no worker had ever been there.
import { CACHE_PREFIX } from './cacheNames';

declare const self: ServiceWorkerGlobalScope;

/** The database workbox-expiration keeps the pictures' ages in. */
const EXPIRATION_DATABASE = 'workbox-expiration';

self.addEventListener('install', () => void self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX)).map((name) => caches.delete(name)));
      indexedDB.deleteDatabase(EXPIRATION_DATABASE);
      await self.registration.unregister();
      // Only pages the old worker controlled: a page that registered this worker itself is left alone.
      for (const client of await self.clients.matchAll({ type: 'window' })) void client.navigate(client.url).catch(() => undefined);
    })(),
  );
});
