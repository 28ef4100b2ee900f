import { followWorkerRemoval } from './followWorkerRemoval';

function fakeContainer({ controlled }: { controlled: boolean }) {
  const target = new EventTarget();
  const container = Object.assign(target, { controller: controlled ? {} : null });
  const send = (data: unknown) => target.dispatchEvent(new MessageEvent('message', { data }));
  return { container: container as unknown as ServiceWorkerContainer, send };
}

describe('followWorkerRemoval', () => {
  it('a page its worker controls reloads once when the kill switch says the worker is gone', () => {
    const { container, send } = fakeContainer({ controlled: true });
    const reload = vi.fn();
    followWorkerRemoval(container, reload);
    expect(reload).not.toHaveBeenCalled();
    send({ type: 'worker-removed' });
    send({ type: 'worker-removed' });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('hands over that same reload, for a page that finds its registration gone: still once', () => {
    const { container, send } = fakeContainer({ controlled: true });
    const reload = vi.fn();
    const reloadOnce = followWorkerRemoval(container, reload);
    reloadOnce?.();
    send({ type: 'worker-removed' });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('other messages, and a page no worker controls (the one after the reload), never reload', () => {
    const controlled = fakeContainer({ controlled: true });
    const reload = vi.fn();
    followWorkerRemoval(controlled.container, reload);
    controlled.send({ type: 'version' });
    controlled.send('worker-removed');
    controlled.send(null);
    const uncontrolled = fakeContainer({ controlled: false });
    expect(followWorkerRemoval(uncontrolled.container, reload)).toBeUndefined();
    uncontrolled.send({ type: 'worker-removed' });
    expect(followWorkerRemoval(undefined, reload)).toBeUndefined();
    expect(reload).not.toHaveBeenCalled();
  });
});
