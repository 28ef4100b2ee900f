import { useToastStore } from 'shared';
import { offerUpdates, pageVersion, UPDATE_TOAST_ID } from './offerUpdates';
import type { PageMessage } from './workerProtocol';

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

function fakeSetup({ controlled = true } = {}) {
  const registration = Object.assign(new EventTarget(), {
    waiting: null as ServiceWorker | null,
    installing: null as ServiceWorker | null,
    update: vi.fn(() => Promise.resolve()),
  });
  const container = Object.assign(new EventTarget(), { controller: controlled ? fakeWorker(PAGE_BUILD, 'activated') : null });
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

  it("nothing when the waiting worker is of the page's own build (the page came from the network already new)", async () => {
    const setup = fakeSetup();
    setup.registration.waiting = fakeWorker(PAGE_BUILD);
    setup.start();
    await settle();
    expect(offered()).toBeUndefined();
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

  it("reads the page's build from its entry script", () => {
    const doc = new DOMParser().parseFromString(
      `<html><body><script defer src="http://m.example${PAGE_BUILD}"></script></body></html>`,
      'text/html',
    );
    expect(pageVersion(doc)).toBe(PAGE_BUILD);
  });
});
