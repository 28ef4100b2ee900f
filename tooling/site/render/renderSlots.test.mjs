import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRenderSlots } from './renderSlots.mjs';

describe('render slots', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('renders up to the limit at once', async () => {
    const slots = createRenderSlots({ maxRenders: 2, queueMs: 250 });
    expect(await Promise.all([slots.acquire(), slots.acquire()])).toEqual([true, true]);
    expect(slots.stats()).toEqual({ running: 2, waiting: 0, leftToBrowser: 0 });
  });

  it('past the limit, hands each ended render to the longest-waiting request', async () => {
    const slots = createRenderSlots({ maxRenders: 1, queueMs: 250 });
    await slots.acquire();
    const order = [];
    const second = slots.acquire().then((may) => order.push(['second', may]));
    const third = slots.acquire().then((may) => order.push(['third', may]));
    expect(slots.stats().waiting).toBe(2);
    await vi.advanceTimersByTimeAsync(100);
    slots.release();
    await second;
    slots.release();
    await third;
    expect(order).toEqual([
      ['second', true],
      ['third', true],
    ]);
    slots.release();
    expect(slots.stats()).toEqual({ running: 0, waiting: 0, leftToBrowser: 0 });
  });

  it('leaves a request to the browser once it waited queueMs, and gives the slot to the next one', async () => {
    const slots = createRenderSlots({ maxRenders: 1, queueMs: 250 });
    await slots.acquire();
    const late = slots.acquire();
    await vi.advanceTimersByTimeAsync(200);
    const next = slots.acquire();
    await vi.advanceTimersByTimeAsync(50);
    expect(await late).toBe(false);
    expect(slots.stats()).toEqual({ running: 1, waiting: 1, leftToBrowser: 1 });
    slots.release();
    expect(await next).toBe(true);
    expect(slots.stats()).toEqual({ running: 1, waiting: 0, leftToBrowser: 1 });
  });

  it('with no wait allowed, leaves a request past the limit to the browser at once', async () => {
    const slots = createRenderSlots({ maxRenders: 1, queueMs: 0 });
    await slots.acquire();
    expect(await slots.acquire()).toBe(false);
    expect(slots.stats()).toEqual({ running: 1, waiting: 0, leftToBrowser: 1 });
  });
});
