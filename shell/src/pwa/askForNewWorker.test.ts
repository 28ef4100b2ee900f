import { askForNewWorker } from './askForNewWorker';

function fakeContainer({
  controlled,
  registered = true,
  update = vi.fn(() => Promise.resolve()),
}: {
  controlled: boolean;
  registered?: boolean;
  update?: () => Promise<void>;
}) {
  const container = {
    controller: controlled ? {} : null,
    getRegistration: vi.fn(() => Promise.resolve(registered ? { update } : undefined)),
  };
  return { container: container as unknown as ServiceWorkerContainer, update };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('askForNewWorker', () => {
  it('a page its worker controls asks the server for a newer worker at once', async () => {
    const { container, update } = fakeContainer({ controlled: true });
    askForNewWorker(container);
    await settle();
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('a first visit, which no worker controls, asks nothing; nor does a page without service workers', async () => {
    const { container, update } = fakeContainer({ controlled: false });
    askForNewWorker(container);
    askForNewWorker(undefined);
    await settle();
    expect(update).not.toHaveBeenCalled();
  });

  it('a failed check is left to the next one, never thrown at the page', async () => {
    const { container, update } = fakeContainer({ controlled: true, update: vi.fn(() => Promise.reject(new Error('offline'))) });
    askForNewWorker(container);
    await settle();
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('a page whose worker’s registration is already gone (the kill switch) is told so, and asks nothing', async () => {
    const { container, update } = fakeContainer({ controlled: true, registered: false });
    const whenGone = vi.fn();
    askForNewWorker(container, whenGone);
    await settle();
    expect(whenGone).toHaveBeenCalledTimes(1);
    expect(update).not.toHaveBeenCalled();
  });

  it('a page whose worker is there is not told it is gone', async () => {
    const { container, update } = fakeContainer({ controlled: true });
    const whenGone = vi.fn();
    askForNewWorker(container, whenGone);
    await settle();
    expect(update).toHaveBeenCalledTimes(1);
    expect(whenGone).not.toHaveBeenCalled();
  });
});
