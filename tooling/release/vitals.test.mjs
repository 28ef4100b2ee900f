import { describe, expect, it } from 'vitest';
import { addField } from './canaryStats.mjs';
import { bucketOf, bucketValue, p75, parseVitals, vitalsAbortReason, vitalsFields, VITALS_RULE } from './vitals.mjs';

const AREAS = ['lobby', 'account', 'promotions', 'support', 'agent'];
const report = (/** @type {Record<string, unknown>} */ over = {}) => ({
  route: '/m/home',
  versions: { lobby: '1.2.0', account: '2.0.0' },
  ssr: true,
  installed: false,
  lcp: 1800,
  inp: 120,
  cls: 0.02,
  fcp: 900,
  ttfb: 300,
  ...over,
});

/**
 * A version's vitals counts from page views with these LCPs (and INP, CLS when given), as the collector keeps them.
 * @param {{ lcp?: number, inp?: number, cls?: number }[]} views
 */
function countsOf(views) {
  /** @type {import('./canaryStats.mjs').AreaStats} */
  const stats = { window: 'w', versions: {} };
  for (const view of views)
    for (const field of vitalsFields('1.0.0', /** @type {any} */ ({ route: '/m/home', ...view }), true)) addField(stats, field, 1);
  return stats.versions['1.0.0']?.vitals;
}
const many = (/** @type {number} */ n, /** @type {(i: number) => { lcp?: number, inp?: number, cls?: number }} */ make) =>
  Array.from({ length: n }, (_, i) => make(i));

describe('vitals histograms', () => {
  it('a bucket holds values within 5 % below its upper bound', () => {
    for (const value of [1, 2, 37, 999, 1000, 1801, 25_000]) {
      const upper = bucketValue(bucketOf(value, 'lcp'), 'lcp');
      expect(upper).toBeGreaterThanOrEqual(value);
      expect(upper).toBeLessThan(Math.max(value * 1.05, 1.0001) + 1e-9);
    }
    expect(bucketValue(bucketOf(0.1, 'cls'), 'cls')).toBeCloseTo(0.1, 2);
    expect(bucketValue(bucketOf(0, 'cls'), 'cls')).toBe(0);
    expect(bucketValue(bucketOf(0.4, 'lcp'), 'lcp')).toBeCloseTo(1.05, 5);
  });

  it('p75 is the value three quarters of page views are at or under, within 5 %', () => {
    // 100 page views: LCP 1..100 × 20 ms; the true p75 is 1 500 ms.
    const counts = countsOf(many(100, (i) => ({ lcp: (i + 1) * 20 })));
    const lcp = /** @type {number} */ (p75(counts?.hist.lcp, 'lcp'));
    expect(lcp).toBeGreaterThanOrEqual(1500);
    expect(lcp).toBeLessThanOrEqual(1500 * 1.05);
    expect(p75(undefined, 'lcp')).toBeNull();
    expect(p75({ 10: 3, 200: 1 }, 'inp')).toBe(Math.round(bucketValue(10, 'inp')));
  });

  it('counts a page view for its version and its route', () => {
    const counts = countsOf([{ lcp: 1000 }, { lcp: 2000, cls: 0.3 }]);
    expect(counts?.samples).toBe(2);
    expect(counts?.routes['/m/home']?.samples).toBe(2);
    expect(Object.values(counts?.hist.cls ?? {})).toEqual([1]);
  });
});

describe('a vitals report', () => {
  it('is taken when well formed, with the measures the browser could take', () => {
    expect(parseVitals(JSON.stringify(report()), AREAS)).toEqual(report());
    const { inp: _inp, cls: _cls, ...partial } = report();
    expect(parseVitals(partial, AREAS)).toEqual(partial);
  });

  it.each([
    ['not JSON', '{'],
    ['an unknown area', report({ versions: { casino: '1.0.0' } })],
    ['no area', report({ versions: {} })],
    ['a version that is not one', report({ versions: { lobby: 'latest' } })],
    ['a route outside /m', report({ route: '/admin' })],
    ['a route with a query', report({ route: '/m/home?u=1' })],
    ['a negative measure', report({ lcp: -1 })],
    ['a measure that is not a number', report({ lcp: '1800' })],
    ['an absurd measure', report({ ttfb: 1e9 })],
    ['no measure at all', report({ lcp: undefined, inp: undefined, cls: undefined, fcp: undefined, ttfb: undefined })],
    ['no ssr flag', report({ ssr: 'yes' })],
  ])('is refused with %s', (_, body) => {
    expect(parseVitals(body, AREAS)).toBeNull();
  });
});

describe('the vitals abort rule', () => {
  const rule = { minSample: 50, ...VITALS_RULE };
  const stable = countsOf(many(200, (i) => ({ lcp: 1500 + (i % 10) * 50, inp: 80, cls: 0.01 })));

  it('waits until both versions have the minimum sample', () => {
    const slow = countsOf(many(49, () => ({ lcp: 5000 })));
    expect(vitalsAbortReason({ canary: slow, stable }, rule)).toBeNull();
    expect(
      vitalsAbortReason({ canary: countsOf(many(50, () => ({ lcp: 5000 }))), stable: countsOf(many(49, () => ({ lcp: 1000 }))) }, rule),
    ).toBeNull();
  });

  it('aborts a canary 30 % slower in LCP p75, and names the figure', () => {
    const slower = countsOf(many(50, (i) => ({ lcp: (1500 + (i % 10) * 50) * 1.3, inp: 80, cls: 0.01 })));
    expect(vitalsAbortReason({ canary: slower, stable }, rule)).toMatch(
      /canary LCP p75 \d+ ms against \d+ ms .* (2[5-9]|3[0-5]) % slower, more than 20 %/,
    );
  });

  it('lets a canary within the LCP margin run', () => {
    const alike = countsOf(many(50, (i) => ({ lcp: (1500 + (i % 10) * 50) * 1.1, inp: 80, cls: 0.01 })));
    expect(vitalsAbortReason({ canary: alike, stable }, rule)).toBeNull();
  });

  it('aborts on INP p75 over 200 ms, unless the stable version is as slow', () => {
    const sluggish = countsOf(many(50, () => ({ lcp: 1500, inp: 260 })));
    expect(vitalsAbortReason({ canary: sluggish, stable }, rule)).toMatch(/INP p75 \d+ ms .*over 200 ms/);
    const slowStable = countsOf(many(50, () => ({ lcp: 1500, inp: 300 })));
    expect(vitalsAbortReason({ canary: sluggish, stable: slowStable }, rule)).toBeNull();
  });

  it('aborts on CLS p75 over 0.1', () => {
    const shifting = countsOf(many(50, () => ({ lcp: 1500, cls: 0.25 })));
    expect(vitalsAbortReason({ canary: shifting, stable }, rule)).toMatch(/CLS p75 0\.2\d* .*over 0\.1/);
  });

  it("takes the canary's own margin and limits", () => {
    const slower = countsOf(many(50, (i) => ({ lcp: (1500 + (i % 10) * 50) * 1.3 })));
    expect(vitalsAbortReason({ canary: slower, stable }, { ...rule, lcpMargin: 40 })).toBeNull();
    const sluggish = countsOf(many(50, () => ({ inp: 260 })));
    expect(vitalsAbortReason({ canary: sluggish, stable }, { ...rule, inpLimit: 300 })).toBeNull();
  });
});
