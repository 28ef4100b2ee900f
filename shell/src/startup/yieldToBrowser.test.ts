import { yieldToBrowser } from './yieldToBrowser';

describe('yieldToBrowser', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('goes on in a later task, after what the browser had queued before it', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    const after = yieldToBrowser().then(() => order.push('after the yield'));
    queueMicrotask(() => order.push('same task'));
    await after;
    expect(order).toEqual(['same task', 'queued task', 'after the yield']);
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const yieldNow = vi.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldNow };
    await yieldToBrowser();
    expect(yieldNow).toHaveBeenCalledTimes(1);
  });
});
