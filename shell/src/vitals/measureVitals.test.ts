import { describe, expect, it } from 'vitest';
import { clsOf, inpOf } from './measureVitals';

describe('CLS', () => {
  it('is the worst session of shifts under 1 s apart, never summed across sessions', () => {
    const shifts = [
      { value: 0.05, startTime: 100 },
      { value: 0.05, startTime: 900 },
      // 1.5 s later: a new session.
      { value: 0.08, startTime: 2400 },
    ];
    expect(clsOf(shifts)).toBeCloseTo(0.1, 6);
    expect(clsOf([])).toBe(0);
  });

  it('closes a session after 5 s even while shifts keep coming', () => {
    const steady = Array.from({ length: 12 }, (_, i) => ({ value: 0.01, startTime: i * 800 }));
    // 0 .. 4 000 ms: 6 shifts in the first session, then a new one.
    expect(clsOf(steady)).toBeCloseTo(0.07, 6);
  });
});

describe('INP', () => {
  it('is the slowest interaction while there are fewer than 50', () => {
    expect(inpOf([40, 320, 90], 3)).toBe(320);
  });

  it('leaves out one slowest interaction per 50', () => {
    expect(inpOf([500, 400, 300, 100], 120)).toBe(300);
  });

  it('is not measured without an interaction', () => {
    expect(inpOf([], 0)).toBeUndefined();
  });
});
