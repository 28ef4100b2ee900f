import { describe, expect, it, vi } from 'vitest';
import { createFirstViewReads } from './firstViewReads';

const load = (result: Promise<unknown>, keys = ['GET /banners']) => vi.fn(() => ({ result, keys: new Set(keys) }));

describe('first view reads of a server render', () => {
  it("runs a screen's load once, however often the render asks, and hands its answer over", async () => {
    const reads = createFirstViewReads({ deadline: Date.now() + 1000 });
    const banners = load(Promise.resolve({ banners: 3 }));
    const first = reads.view.serverAnswer?.('r1', banners);
    expect(reads.view.serverAnswer?.('r1', banners)).toBe(first);
    expect(await first).toEqual({ data: { banners: 3 }, reads: ['GET /banners'] });
    expect(banners).toHaveBeenCalledTimes(1);
    expect(reads.answers()).toEqual({ r1: { data: { banners: 3 }, reads: ['GET /banners'] } });
    expect(reads.complete()).toBe(true);
  });

  it('marks a settled answer so that React reads it without waiting again', async () => {
    const reads = createFirstViewReads({ deadline: Date.now() + 1000 });
    const answer = reads.view.serverAnswer?.('r1', load(Promise.resolve('x'))) as PromiseLike<unknown> & {
      status?: string;
      value?: unknown;
    };
    await answer;
    expect(answer.status).toBe('fulfilled');
    expect(answer.value).toEqual({ data: 'x', reads: ['GET /banners'] });
  });

  it('gives a failed read no answer, leaves it to the browser and calls the page incomplete', async () => {
    const reads = createFirstViewReads({ deadline: Date.now() + 1000 });
    expect(await reads.view.serverAnswer?.('r1', load(Promise.reject(new Error('backend down'))))).toBeUndefined();
    expect(reads.answers()).toEqual({});
    expect(reads.complete()).toBe(false);
  });

  it('stops waiting for a read at the deadline; its later answer is in neither the page nor the handover', async () => {
    const reads = createFirstViewReads({ deadline: Date.now() + 20 });
    let answer: (value: unknown) => void = () => undefined;
    const slow = reads.view.serverAnswer?.('slow', load(new Promise((resolve) => (answer = resolve))));
    expect(await slow).toBeUndefined();
    answer('too late');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reads.answers()).toEqual({});
    expect(reads.complete()).toBe(false);
  });

  it('is not complete while a read is still running', () => {
    const reads = createFirstViewReads({ deadline: Date.now() + 1000 });
    reads.view.serverAnswer?.('r1', load(new Promise(() => undefined)));
    expect(reads.complete()).toBe(false);
  });

  it('runs each load through the request it belongs to', async () => {
    const run = vi.fn((l: () => { result: Promise<unknown>; keys: ReadonlySet<string> }) => l());
    const reads = createFirstViewReads({ deadline: Date.now() + 1000, run });
    await reads.view.serverAnswer?.('r1', load(Promise.resolve(1)));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('hands an answer that is in to the render in a turn of the event loop of its own, not in the turn it came in', async () => {
    const reads = createFirstViewReads({ deadline: Date.now() + 1000 });
    const answer = reads.view.serverAnswer?.('r1', load(Promise.resolve({ banners: 3 }))) as Promise<unknown> & { status?: string };
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(answer.status).toBeUndefined();
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(answer.status).toBe('fulfilled');
    await expect(answer).resolves.toEqual({ data: { banners: 3 }, reads: ['GET /banners'] });
  });
});
