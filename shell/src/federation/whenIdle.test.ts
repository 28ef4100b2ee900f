import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './whenIdle';

/** Safari: no requestIdleCallback; frames every 16 ms. */
function withoutIdleCallback() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
  vi.stubGlobal('requestIdleCallback', undefined);
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenIdle without requestIdleCallback (Safari)', () => {
  it('runs right after the next painted frame when the main thread is free, not on a fixed delay', async () => {
    withoutIdleCallback();
    const run = vi.fn();
    whenIdle(run);
    await vi.advanceTimersByTimeAsync(40);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits while each frame is followed by a long task, then runs at its time-out', async () => {
    withoutIdleCallback();
    let clock = 0;
    // Every task starts 100 ms after it was queued: the main thread is busy.
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 100));
    const run = vi.fn();
    whenIdle(run, 1000);
    await vi.advanceTimersByTimeAsync(900);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at its time-out when no frame comes (a background tab)', async () => {
    withoutIdleCallback();
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const run = vi.fn();
    whenIdle(run, 1000);
    await vi.advanceTimersByTimeAsync(999);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled', async () => {
    withoutIdleCallback();
    const run = vi.fn();
    whenIdle(run)();
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).not.toHaveBeenCalled();
  });
});
