import { describe, expect, it } from 'vitest';
import { createFirstViewPasses } from './firstViewPasses';

describe('first view passes', () => {
  it('runs the reads a pass noted and answers them in the next', async () => {
    const passes = createFirstViewPasses();
    passes.collecting.collect?.('r1', () => ({ result: Promise.resolve({ banners: 3 }), keys: new Set(['GET /banners']) }));
    expect(passes.collecting.answerOf('r1')).toBeUndefined();
    expect(await passes.runPending()).toBe(true);
    expect(await passes.runPending()).toBe(false);
    const { final, answers, complete } = passes.freeze();
    expect(final.answerOf('r1')).toEqual({ data: { banners: 3 }, reads: ['GET /banners'] });
    expect(answers).toEqual({ r1: { data: { banners: 3 }, reads: ['GET /banners'] } });
    expect(complete).toBe(true);
  });

  it('renders without a read still running when the time is up, and does not call that page complete', async () => {
    const passes = createFirstViewPasses();
    let answer: (value: unknown) => void = () => undefined;
    passes.collecting.collect?.('slow', () => ({ result: new Promise((resolve) => (answer = resolve)), keys: new Set(['GET /slow']) }));
    void passes.runPending();
    const { final, answers, complete } = passes.freeze();
    answer({ late: true });
    await Promise.resolve();
    expect(complete).toBe(false);
    expect(final.answerOf('slow')).toBeUndefined();
    expect(answers).toEqual({});
  });

  it('leaves a failed read to the browser and does not ask it again', async () => {
    const passes = createFirstViewPasses();
    let calls = 0;
    const failing = () => {
      calls += 1;
      return { result: Promise.reject(new Error('backend down')), keys: new Set<string>() };
    };
    passes.collecting.collect?.('r1', failing);
    await passes.runPending();
    passes.collecting.collect?.('r1', failing);
    expect(await passes.runPending()).toBe(false);
    expect(calls).toBe(1);
    const { final, complete } = passes.freeze();
    expect(final.answerOf('r1')).toBeUndefined();
    expect(complete).toBe(false);
  });

  it('the streamed render collects nothing', () => {
    expect(createFirstViewPasses().freeze().final.collect).toBeUndefined();
  });
});
