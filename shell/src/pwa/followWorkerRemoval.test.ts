import { followWorkerRemoval } from './followWorkerRemoval';

function fakeContainer({ controlled, registered = true }: { controlled: boolean; registered?: boolean }) {
  const target = new EventTarget();
  const container = Object.assign(target, {
    controller: controlled ? {} : null,
    getRegistration: vi.fn(() => Promise.resolve(registered ? {} : undefined)),
  });
  const send = (data: unknown) => target.dispatchEvent(new MessageEvent('message', { data }));
  return { container: container as unknown as ServiceWorkerContainer, send };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('followWorkerRemoval', () => {
  it('a page its worker controls reloads once when the kill switch says the worker is gone', async () => {
    const { container, send } = fakeContainer({ controlled: true });
    const reload = vi.fn();
    followWorkerRemoval(container, reload);
    await settle();
    expect(reload).not.toHaveBeenCalled();
    send({ type: 'worker-removed' });
    send({ type: 'worker-removed' });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads when its worker’s registration is already gone as the page starts (the message came before it listened)', async () => {
    const { container } = fakeContainer({ controlled: true, registered: false });
    const reload = vi.fn();
    followWorkerRemoval(container, reload);
    await settle();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('other messages, and a page no worker controls (the one after the reload), never reload', async () => {
    const controlled = fakeContainer({ controlled: true });
    const reload = vi.fn();
    followWorkerRemoval(controlled.container, reload);
    controlled.send({ type: 'version' });
    controlled.send('worker-removed');
    controlled.send(null);
    const uncontrolled = fakeContainer({ controlled: false, registered: false });
    followWorkerRemoval(uncontrolled.container, reload);
    uncontrolled.send({ type: 'worker-removed' });
    followWorkerRemoval(undefined, reload);
    await settle();
    expect(reload).not.toHaveBeenCalled();
  });
});
