import { firstAreaWithData } from '../federation/firstAreaRendered';
import { whenIdle } from '../federation/whenIdle';

/**
 * The service worker is registered once the first screen has its data and the browser is idle, from a chunk
 * loaded only then: nothing of it is part of the first load. A worker needs a secure context (https, or
 * localhost); elsewhere the page runs as before.
 */
export function startServiceWorkerWhenIdle(): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  void firstAreaWithData.then(() =>
    whenIdle(() => {
      void import(/* webpackChunkName: "service-worker" */ './startServiceWorker')
        .then(({ startServiceWorker }) => startServiceWorker())
        .catch((error: unknown) => console.warn('the service worker was not started', error));
    }),
  );
}
