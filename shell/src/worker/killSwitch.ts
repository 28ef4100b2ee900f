// The kill switch for a bad release of the worker itself (docs/installed-app.md):
// deployed in place of /m/sw.js (`node tooling/pwa/workerSwitch.mjs off`), browsers install it at their
// next page load, and it removes the site's worker as it installs: it deletes every cache of it, unregisters
// it and tells the pages the old worker still controls to reload, which then run from the network as if no
// worker had ever been there.
//
// It does not wait to be activated: Chromium activates a worker that skips waiting once the old one is idle,
// and an old worker restarted by a page load (its banners then send it an event every few seconds) was not
// idle for minutes. When it is activated (no old worker, or an idle one), it does the same again.
import { deleteSiteCaches, removeAtInstall } from './removeSiteWorker';

declare const self: ServiceWorkerGlobalScope;

const log = (error: unknown) => console.error('the kill switch could not remove the site’s worker', error);

self.addEventListener('install', (event) => {
  void self.skipWaiting();
  event.waitUntil(removeAtInstall(self, log));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all([deleteSiteCaches(self), self.registration.unregister()]).then(() => undefined, log));
});
