import { THROTTLE_MS, throttleAsync } from './throttle';

describe('throttleAsync', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the first call at once and folds calls inside the window into one trailing call', async () => {
    const fn = vi.fn(async (n: number) => n);
    const throttled = throttleAsync(fn, THROTTLE_MS.unread);
    const first = throttled(1);
    const second = throttled(2);
    const third = throttled(3);
    expect(fn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(THROTTLE_MS.unread);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith(3);
    await expect(first).resolves.toBe(1);
    await expect(second).resolves.toBe(3);
    await expect(third).resolves.toBe(3);
  });

  it('runs again at once after the window has passed', async () => {
    const fn = vi.fn(async () => 'ok');
    const throttled = throttleAsync(fn, THROTTLE_MS.markRead);
    await throttled();
    await vi.advanceTimersByTimeAsync(THROTTLE_MS.markRead + 1);
    await throttled();
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('keeps separate windows per key, so a different announcement is never dropped', async () => {
    const fn = vi.fn(async (id: string) => id);
    const throttled = throttleAsync(fn, THROTTLE_MS.markRead, (id) => id);
    await Promise.all([throttled('a'), throttled('b')]);
    expect(fn.mock.calls).toEqual([['a'], ['b']]);
  });

  it('uses the spec windows: mark-read 150 ms, unread 250 ms', () => {
    expect(THROTTLE_MS).toEqual({ markRead: 150, unread: 250 });
  });
});
