import type { WorkerRemovedMessage } from './workerProtocol';

const isWorkerRemoved = (data: unknown): data is WorkerRemovedMessage =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'worker-removed';

/**
 * A page the site's worker controls reloads, once, when the kill switch says it has removed that worker; the
 * reloaded page runs from the network, which no worker answers any more. Returns that reload, for a page that
 * finds its worker's registration already gone (askForNewWorker), or undefined for a page no worker controls.
 */
export function followWorkerRemoval(
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
  reload: () => void = () => window.location.reload(),
): (() => void) | undefined {
  if (!container?.controller) return undefined;
  let reloading = false;
  const reloadOnce = () => {
    if (reloading || !container.controller) return;
    reloading = true;
    reload();
  };
  container.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (isWorkerRemoved(event.data)) reloadOnce();
  });
  return reloadOnce;
}
