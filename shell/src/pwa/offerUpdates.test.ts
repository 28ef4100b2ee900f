import { useToastStore } from 'shared';
import { offerUpdates, pageVersion, TAKE_OVER_WAIT_MS, UPDATE_TOAST_ID } from './offerUpdates';
import type { PageMessage } from './workerProtocol';

const OLD_BUILD = '/m/static/main.00000000.js';
const PAGE_BUILD = '/m/static/main.11111111.js';
const NEXT_BUILD = '/m/static/main.22222222.js';

/** A service worker of `version` that answers the version question and records what it was told. */
function fakeWorker(version: string, state: ServiceWorkerState = 'installed') {
  const told: PageMessage[] = [];
  const worker = Object.assign(new EventTarget(), {
    state,
    told,
    postMessage(message: PageMessage, transfer?: MessagePort[]) {
      told.push(message);
      if (message.type === 'version') transfer?.[0]?.postMessage({ version });
    },
  });
  return worker as unknown as ServiceWorker & { told: PageMessage[]; state: ServiceWorkerState };
}

function fakeSetup({ controlled = true, controllerBuild = PAGE_BUILD } = {}) {
  const container = Object.assign(new EventTarget(), { controller: controlled ? fakeWorker(controllerBuild, 'activated') : null });
  const registration = Object.assign(new EventTarget(), {
    active: container.controller as ServiceWorker | null,
    waiting: null as ServiceWorker | null,
    installing: null as ServiceWorker | null,
    update: vi.fn(() => Promise.resolve()),
  });
  const reloadPage = vi.fn();
  return {
    registration,
    container,
    reloadPage,
    start: () =>
      offerUpdates(registration as unknown as ServiceWorkerRegistration, {
        container: container as unknown as ServiceWorkerContainer,
        running: PAGE_BUILD,
        reloadPage,
      }),
  };
}

type Setup = ReturnType<typeof fakeSetup>;

/** Starts the offer; the worker the page's reports go to, once the page has chosen it. */
function reportsGoTo(setup: Setup): () => ServiceWorker | null | undefined {
  let told: ServiceWorker | null | undefined;
  void setup
    .start()
    .reportingWorker()
    .then((worker) => (told = worker));
  return () => told;
}

/** `worker` becomes the page's, as the browser makes it after a take-over. */
function takesOver(setup: Setup, worker: ServiceWorker) {
  setup.registration.active = worker;
  setup.container.controller = worker as Setup['container']['controller'];
  setup.container.dispatchEvent(new Event('controllerchange'));
}

const offered = () => useToastStore.getState().toasts.find((toast) => toast.id === UPDATE_TOAST_ID);
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the offer of a new shell build', () => {
  afterEach(() => useToastStore.setState({ toasts: [] }));

  it('a waiting worker of another build: a toast whose button hands over to it, then reloads once it has taken over', async () => {
    const setup = fakeSetup();
    const waiting = fakeWorker(NEXT_BUILD);
    setup.registration.waiting = waiting;
    setup.start();
    await settle();
    expect(offered()?.action).toBeDefined();
    offered()!.action!.run();
    expect(waiting.told).toContainEqual({ type: 'take-over' });
    expect(setup.reloadPage).not.toHaveBeenCalled();
    setup.container.controller = waiting;
    setup.container.dispatchEvent(new Event('controllerchange'));
    expect(setup.reloadPage).toHaveBeenCalledTimes(1);
  });

  it("nothing when the waiting worker and the one in control are of the page's own build", async () => {
    const setup = fakeSetup();
    const waiting = fakeWorker(PAGE_BUILD);
    setup.registration.waiting = waiting;
    setup.start();
    await settle();
    expect(offered()).toBeUndefined();
    expect(waiting.told).not.toContainEqual({ type: 'take-over' });
  });

  it('a page its worker controls asks the server for a newer worker again as its worker code starts; a first visit, which has none, does not', async () => {
    const controlled = fakeSetup({ controllerBuild: OLD_BUILD });
    controlled.start();
    await settle();
    expect(controlled.registration.update).toHaveBeenCalledTimes(1);
    const firstVisit = fakeSetup({ controlled: false });
    firstVisit.start();
    await settle();
    expect(firstVisit.registration.update).not.toHaveBeenCalled();
  });

  it("a page newer than its worker (the server's HTML named the new build): the waiting worker of its build takes over, unasked", async () => {
    const setup = fakeSetup({ controllerBuild: OLD_BUILD });
    const waiting = fakeWorker(PAGE_BUILD);
    setup.registration.waiting = waiting;
    setup.start();
    await settle();
    expect(waiting.told).toContainEqual({ type: 'take-over' });
    expect(offered()).toBeUndefined();
    // Its taking over changes nothing the page runs: no offer, no reload.
    setup.container.controller = waiting;
    setup.container.dispatchEvent(new Event('controllerchange'));
    await settle();
    expect(offered()).toBeUndefined();
    expect(setup.reloadPage).not.toHaveBeenCalled();
  });

  it('nothing on a page no worker controls: the first visit keeps running without one', async () => {
    const setup = fakeSetup({ controlled: false });
    setup.registration.waiting = fakeWorker(NEXT_BUILD);
    setup.start();
    await settle();
    expect(offered()).toBeUndefined();
  });

  it('a new build found while the page is open is offered once it has installed', async () => {
    const setup = fakeSetup();
    setup.start();
    const installing = fakeWorker(NEXT_BUILD, 'installing');
    setup.registration.installing = installing;
    setup.registration.dispatchEvent(new Event('updatefound'));
    await settle();
    expect(offered()).toBeUndefined();
    installing.state = 'installed';
    setup.registration.waiting = installing;
    installing.dispatchEvent(new Event('statechange'));
    await settle();
    expect(offered()).toBeDefined();
  });

  it('an install already under way when the page starts watching is offered too', async () => {
    const setup = fakeSetup();
    const installing = fakeWorker(NEXT_BUILD, 'installing');
    setup.registration.installing = installing;
    setup.start();
    installing.state = 'installed';
    setup.registration.waiting = installing;
    installing.dispatchEvent(new Event('statechange'));
    await settle();
    expect(offered()).toBeDefined();
  });

  it('another tab took the new build: this page, still on the old one, is offered a reload', async () => {
    const setup = fakeSetup();
    setup.start();
    setup.container.controller = fakeWorker(NEXT_BUILD, 'activated');
    setup.container.dispatchEvent(new Event('controllerchange'));
    await settle();
    offered()!.action!.run();
    expect(setup.reloadPage).toHaveBeenCalledTimes(1);
  });

  it('a page tells what it loads to the worker in control when none is installing nor taking over', async () => {
    const setup = fakeSetup({ controllerBuild: OLD_BUILD });
    await expect(setup.start().reportingWorker()).resolves.toBe(setup.container.controller);
  });

  it('a page newer than its worker tells what it loads to the worker of its own build once it has taken over, never to the outgoing one', async () => {
    const setup = fakeSetup({ controllerBuild: OLD_BUILD });
    const waiting = fakeWorker(PAGE_BUILD);
    setup.registration.waiting = waiting;
    const told = reportsGoTo(setup);
    await settle();
    expect(waiting.told).toContainEqual({ type: 'take-over' });
    expect(told()).toBeUndefined();
    takesOver(setup, waiting);
    await settle();
    expect(told()).toBe(waiting);
  });

  it("a worker still installing under a page newer than its worker: the page's reports wait for it, then for its taking over", async () => {
    const setup = fakeSetup({ controllerBuild: OLD_BUILD });
    const installing = fakeWorker(PAGE_BUILD, 'installing');
    setup.registration.installing = installing;
    const told = reportsGoTo(setup);
    await settle();
    expect(told()).toBeUndefined();
    installing.state = 'installed';
    setup.registration.waiting = installing;
    installing.dispatchEvent(new Event('statechange'));
    await settle();
    expect(installing.told).toContainEqual({ type: 'take-over' });
    expect(told()).toBeUndefined();
    takesOver(setup, installing);
    await settle();
    expect(told()).toBe(installing);
  });

  it('a take-over that does not come: the reports go to the worker in control after a while', async () => {
    vi.useFakeTimers();
    try {
      const setup = fakeSetup({ controllerBuild: OLD_BUILD });
      setup.registration.waiting = fakeWorker(PAGE_BUILD);
      const told = reportsGoTo(setup);
      await vi.advanceTimersByTimeAsync(TAKE_OVER_WAIT_MS - 1);
      expect(told()).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(told()).toBe(setup.container.controller);
    } finally {
      vi.useRealTimers();
    }
  });

  it("reads the page's build from its entry script", () => {
    const doc = new DOMParser().parseFromString(
      `<html><body><script defer src="http://m.example${PAGE_BUILD}"></script></body></html>`,
      'text/html',
    );
    expect(pageVersion(doc)).toBe(PAGE_BUILD);
  });
});
