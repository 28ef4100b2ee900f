import { askWorker } from './askWorker';
import { keepableLoads, type LoadedResource } from './loadedFiles';
import { offerUpdates, type UpdateOffer } from './offerUpdates';
import { OFFLINE_READY_MARK, SERVICE_WORKER_SCOPE, SERVICE_WORKER_URL } from './workerProtocol';

/** Loads made after the first report are told to the worker in batches, this long after the last one. */
const REPORT_DELAY_MS = 2_000;

async function reportLoads(updates: UpdateOffer, resources: readonly LoadedResource[], firstOfPage = false): Promise<void> {
  const { files, pictures } = keepableLoads(resources);
  if (!files.length && !pictures.length && !firstOfPage) return;
  const worker = await updates.reportingWorker();
  if (!worker) return;
  await askWorker(worker, { type: 'adopt', files, pictures, firstOfPage });
  performance.mark(OFFLINE_READY_MARK);
}

/** Tells the worker what the page loads from now on, so that it can keep copies (remote files, pictures). */
function keepReportingLoads(updates: UpdateOffer): void {
  if (typeof PerformanceObserver === 'undefined') return;
  let pending: LoadedResource[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  new PerformanceObserver((list) => {
    pending.push(...(list.getEntries() as PerformanceResourceTiming[]));
    clearTimeout(timer);
    timer = setTimeout(() => {
      const batch = pending;
      pending = [];
      void reportLoads(updates, batch);
    }, REPORT_DELAY_MS);
  }).observe({ type: 'resource' });
}

/**
 * Registers the service worker (scope /m/), offers newer shell builds as they come, and tells the worker what
 * this page has loaded so far and loads from now on. Marks `m:offline-ready` each time the worker has answered a
 * report: it then holds what the page had loaded (what it may keep) when the report left. A
 * worker needs a secure context (https, or localhost); elsewhere the page runs as before.
 */
export async function startServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE, updateViaCache: 'none' });
  const updates = offerUpdates(registration);
  const { active } = await navigator.serviceWorker.ready;
  if (!active) return;
  keepReportingLoads(updates);
  await reportLoads(updates, performance.getEntriesByType('resource') as PerformanceResourceTiming[], true);
}

// Loaded only to start it (startServiceWorkerWhenIdle).
startServiceWorker().catch((error: unknown) => console.warn('the service worker was not started', error));
