import { showToast } from 'shared';
import { askWorker } from './askWorker';
import { updatesText } from './texts';
import type { TakeOverMessage } from './workerProtocol';

export const UPDATE_TOAST_ID = 'm-update';
/** The offer stays a minute, and comes back whenever the player returns to the page while it still applies. */
const UPDATE_TOAST_MS = 60_000;
/** Coming back to the page asks the server for a new worker at most this often. */
const UPDATE_CHECK_EVERY_MS = 60_000;
/** How long the page's reports wait for its worker to settle (an install, a take-over) before going to the one in place. */
export const TAKE_OVER_WAIT_MS = 30_000;

export interface UpdateOffer {
  /**
   * The worker this page tells what it loads: the active one once no worker is installing or taking over. When
   * the page asks the worker of its own build to take over, the outgoing worker gets no more work (the browser
   * hands over only once it has none in flight), and the incoming one keeps what the page loaded.
   */
  reportingWorker(): Promise<ServiceWorker | null>;
}

/** The shell build this page runs: its entry script's path, which the worker of the same build names too. */
export function pageVersion(doc: Document = document): string | undefined {
  const src = doc.querySelector<HTMLScriptElement>('script[src*="/static/main."]')?.src;
  return src ? new URL(src).pathname : undefined;
}

/**
 * Offers the player a newer shell build: a toast, "new version — reload", whenever a worker of a build
 * other than the page's is waiting (found by the browser's own checks, and by one each time the player
 * comes back to the page), or has taken over the page from another tab. The page itself never switches:
 * it runs its own build until the player reloads, so it never runs a mix of two. A waiting worker of the
 * page's own build, while an older one controls the page, takes over without asking.
 */
export function offerUpdates(
  registration: ServiceWorkerRegistration,
  {
    container = navigator.serviceWorker,
    running = pageVersion(),
    reloadPage = () => window.location.reload(),
  }: { container?: ServiceWorkerContainer; running?: string; reloadPage?: () => void } = {},
): UpdateOffer {
  let reloading = false;
  /**
   * Settles once what may change the page's worker has: a worker installing, the offer of a waiting one, the
   * worker of the page's own build taking over.
   */
  let settling: Promise<unknown> = Promise.resolve();
  const alsoAwait = (step: Promise<unknown>) => {
    settling = Promise.all([settling, step]);
  };
  const reload = () => {
    reloading = true;
    reloadPage();
  };

  const versionOf = async (worker: ServiceWorker) => (await askWorker(worker, { type: 'version' }))?.version;

  // The page came from the network on a newer build than the worker that controls it (the server's HTML names
  // the current build): the waiting worker of the page's own build takes over at once, so the page's worker,
  // and the offline page it would open, are of the build the page runs.
  const catchUp = async (waiting: ServiceWorker) => {
    const controller = container.controller;
    if (!controller || controller === waiting || (await versionOf(controller)) === running) return;
    const tookOver = new Promise((resolve) => container.addEventListener('controllerchange', resolve, { once: true }));
    waiting.postMessage({ type: 'take-over' } satisfies TakeOverMessage);
    await tookOver;
  };

  const offer = async (worker: ServiceWorker, takeOver: boolean) => {
    const version = await versionOf(worker);
    if (!version || !running || reloading) return;
    if (version === running) {
      if (takeOver) await catchUp(worker);
      return;
    }
    const [message, label] = await Promise.all([updatesText('update_ready'), updatesText('update_reload')]);
    showToast({
      id: UPDATE_TOAST_ID,
      message,
      durationMs: UPDATE_TOAST_MS,
      action: {
        label,
        run: () => {
          if (!takeOver) return reload();
          // The page reloads once the new worker has taken over, so it starts on the new build.
          container.addEventListener('controllerchange', reload, { once: true });
          worker.postMessage({ type: 'take-over' } satisfies TakeOverMessage);
        },
      },
    });
  };

  // Asked again as the worker code starts, for a page controlled by a worker (askForNewWorker asked as the page
  // started): a build that landed while the page loaded, after the server had answered that first check.
  if (container.controller && !registration.waiting && !registration.installing) void registration.update().catch(() => undefined);

  // Only a page a worker already controls has one to replace; the first visit's worker takes over no page.
  const offerWaiting = () => {
    if (registration.waiting && container.controller) alsoAwait(offer(registration.waiting, true));
  };
  const whenInstalled = (installing: ServiceWorker | null) => {
    if (!installing || !container.controller) return;
    alsoAwait(
      new Promise<void>((resolve) =>
        installing.addEventListener('statechange', () => {
          if (installing.state === 'installed') offerWaiting();
          if (installing.state !== 'installing') resolve();
        }),
      ),
    );
  };
  offerWaiting();
  whenInstalled(registration.installing);
  registration.addEventListener('updatefound', () => whenInstalled(registration.installing));
  container.addEventListener('controllerchange', () => {
    if (container.controller && !reloading) void offer(container.controller, false);
  });

  let checkedAt = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible') return;
    offerWaiting();
    if (Date.now() - checkedAt < UPDATE_CHECK_EVERY_MS) return;
    checkedAt = Date.now();
    void registration.update().catch(() => undefined);
  });

  return {
    async reportingWorker() {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const givenUp = new Promise<true>((resolve) => (timer = setTimeout(() => resolve(true), TAKE_OVER_WAIT_MS)));
      for (let awaited: Promise<unknown> | undefined; awaited !== settling;) {
        awaited = settling;
        if (await Promise.race([awaited.then(() => false), givenUp])) break;
      }
      clearTimeout(timer);
      return registration.active;
    },
  };
}
