// The site's service worker, scoped to /m/ (docs/installed-app.md). Built by the shell's
// build into deploy/m/sw.js with the list of its own files (shellBuild.ts).
//
// - the shell's files of this build: kept at install, answered from the cache;
// - remote version files: answered from the cache when held, kept while the release names their version,
//   checked against the release hashes (remoteFiles.ts);
// - the release manifest, the run-time config and the published versions: network first, the last answer
//   only when the network fails or times out (releaseJson.ts);
// - the release scripts server-rendered pages name: from the cache once seen, the last few (releaseScripts.ts);
// - pages: always from the network (the server's HTML); without a network, the shell's own page from the
//   cache, which then runs from the cache;
// - pictures: from the cache once seen, bounded (pictures.ts); the backend's calls (/wps) never.
//
// A file the worker does not hold is not answered by it at all: the page fetches it as it would without a
// worker, and then tells the worker what it loaded (`adopt`), which keeps a copy from the browser's HTTP cache.
// The worker never takes over a page that started without it, and a new worker waits until the player
// reloads (the page offers it) or every page of the old one is gone, so a page runs one shell build only.
import { setCacheNameDetails } from 'workbox-core';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { addRoute, precache, PrecacheFallbackPlugin } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import type { AdoptMessage, PageMessage } from '../pwa/workerProtocol';
import { SHELL_CACHE_PARTS } from './cacheNames';
import { adopt } from './adopt';
import { pictures } from './pictures';
import { RELEASE_JSON_PATHS, releaseJson } from './releaseJson';
import { isReleaseScript, releaseScripts } from './releaseScripts';
import { isRemoteFile } from './releaseRules';
import { loadReleaseState, mayHold } from './releaseState';
import { remoteFiles } from './remoteFiles';
import { settled } from './settled';
import { shellBuild } from './shellBuild';

declare const self: ServiceWorkerGlobalScope;

const stateLoaded = loadReleaseState().catch((error: unknown) => console.error('the service worker could not read its caches', error));

setCacheNameDetails(SHELL_CACHE_PARTS);
precache(shellBuild.precache);
addRoute({ cleanURLs: false });
enableNavigationPreload();

registerRoute(new NavigationRoute(new NetworkOnly({ plugins: [new PrecacheFallbackPlugin({ fallbackURL: shellBuild.offlinePage })] })));
registerRoute(({ url, sameOrigin }) => sameOrigin && RELEASE_JSON_PATHS.includes(url.pathname), releaseJson);
registerRoute(({ url, sameOrigin }) => sameOrigin && isReleaseScript(url), releaseScripts);
registerRoute(({ url }) => isRemoteFile(url) && mayHold(url.href), remoteFiles);
registerRoute(({ request, url }) => request.destination === 'image' && !isRemoteFile(url), pictures);

// What the first page needs to start without a network, besides the shell: the release and the config.
self.addEventListener('install', (event) => {
  event.waitUntil(Promise.all(RELEASE_JSON_PATHS.slice(0, 2).map((path) => settled(releaseJson, event, path))));
});

const isAdopt = (message: PageMessage): message is AdoptMessage =>
  message.type === 'adopt' && Array.isArray(message.files) && Array.isArray(message.pictures);

self.addEventListener('message', (event) => {
  const message = event.data as PageMessage | null;
  const port = event.ports[0];
  if (!message || typeof message !== 'object') return;
  if (message.type === 'version') port?.postMessage({ version: shellBuild.version });
  else if (message.type === 'take-over') void self.skipWaiting();
  else if (isAdopt(message))
    event.waitUntil(
      stateLoaded
        .then(() => adopt(message, event))
        .then((kept) => port?.postMessage({ kept }))
        .catch((error: unknown) => console.error('the service worker could not keep what the page loaded', error)),
    );
});
