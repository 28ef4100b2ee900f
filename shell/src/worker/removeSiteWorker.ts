import type { WorkerRemovedMessage } from '../pwa/workerProtocol';
import { CACHE_PREFIX } from './cacheNames';

/** The database workbox-expiration keeps the pictures' ages in. */
export const EXPIRATION_DATABASE = 'workbox-expiration';

/** What the kill switch needs of its worker's global scope. */
export interface KillSwitchScope {
  caches: Pick<CacheStorage, 'keys' | 'delete'>;
  indexedDB: Pick<IDBFactory, 'deleteDatabase'>;
  registration: Pick<ServiceWorkerRegistration, 'unregister'>;
  clients: Pick<Clients, 'matchAll'>;
}

/** Deletes every cache of the site's worker and the pictures' ages. */
export async function deleteSiteCaches(scope: KillSwitchScope): Promise<void> {
  const names = await scope.caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX)).map((name) => scope.caches.delete(name)));
  scope.indexedDB.deleteDatabase(EXPIRATION_DATABASE);
}

/**
 * Unregisters the site's worker, so that no page loaded from now on uses it, then tells every open page of the
 * site: a page the old worker still controls reloads (followWorkerRemoval.ts).
 */
export async function unregisterAndTellPages(scope: KillSwitchScope): Promise<void> {
  await scope.registration.unregister();
  const pages = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage({ type: 'worker-removed' } satisfies WorkerRemovedMessage);
}

/**
 * What the kill switch does as it installs; resolves when the install may end. The unregistration is not waited
 * for: the browser runs it after the update that is installing this worker, and that update waits for the install.
 */
export function removeAtInstall(scope: KillSwitchScope, log: (error: unknown) => void): Promise<void> {
  unregisterAndTellPages(scope).catch(log);
  return deleteSiteCaches(scope);
}
