import type { WorkerRemovedMessage } from './workerProtocol';

const isWorkerRemoved = (data: unknown): data is WorkerRemovedMessage =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'worker-removed';

/**
 * A page the site's worker controls reloads, once, when the kill switch has removed that worker: when the kill
 * switch says so, or when the page finds its worker's registration already gone (the kill switch installed
 * before the page listened). The reloaded page runs from the network, which no worker answers any more.
 */
export function followWorkerRemoval(
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
  reload: () => void = () => window.location.reload(),
): void {
  if (!container?.controller) return;
  let reloading = false;
  const reloadOnce = () => {
    if (reloading || !container.controller) return;
    reloading = true;
    reload();
  };
  container.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (isWorkerRemoved(event.data)) reloadOnce();
  });
  container
    .getRegistration()
    .then((registration) => {
      if (!registration) reloadOnce();
    })
    .catch(() => undefined);
}
