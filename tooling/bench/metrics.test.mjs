import { describe, expect, it } from 'vitest';
import { cumulativeLayoutShift, isScript, longestChain, median, spread, total, totalBlockingTime } from './metrics.mjs';
import { markdownTable, summarise } from './report.mjs';

describe('bench arithmetic', () => {
  it('median and spread of the runs', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(spread([5, 1, 9])).toEqual({ median: 5, min: 1, max: 9, runs: 3 });
  });

  it('layout shift counts the worst session window and ignores shifts right after input', () => {
    const shifts = [
      { value: 0.1, startTime: 100, hadRecentInput: false },
      { value: 0.1, startTime: 600, hadRecentInput: false },
      { value: 0.5, startTime: 700, hadRecentInput: true },
      { value: 0.15, startTime: 3000, hadRecentInput: false },
    ];
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(0.2);
    expect(cumulativeLayoutShift([])).toBe(0);
  });

  it('a session window closes after 5 s even without a 1 s gap', () => {
    const shifts = Array.from({ length: 12 }, (_, i) => ({ value: 0.01, startTime: i * 900, hadRecentInput: false }));
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(0.06);
  });

  it('blocking time is the part of each long task over 50 ms after first contentful paint', () => {
    const tasks = [
      { startTime: 10, duration: 400 },
      { startTime: 500, duration: 120 },
      { startTime: 900, duration: 50 },
    ];
    expect(totalBlockingTime(tasks, 200)).toBe(70);
  });

  it('the longest chain follows initiators among requests finished in time', () => {
    const requests = [
      { id: '1', url: 'http://s/m/', end: 1 },
      { id: '2', url: 'http://s/main.js', initiatorUrl: 'http://s/m/', end: 2 },
      { id: '3', url: 'http://s/remotes.json', initiatorUrl: 'http://s/main.js', end: 3 },
      { id: '4', url: 'http://s/remoteEntry.js', initiatorUrl: 'http://s/main.js', end: 4 },
      { id: '5', url: 'http://s/chunk.js', initiatorUrl: 'http://s/remoteEntry.js', end: 5 },
      { id: '6', url: 'http://s/late.js', initiatorUrl: 'http://s/chunk.js', end: 9 },
    ];
    expect(longestChain(requests, 6)).toEqual(['http://s/m/', 'http://s/main.js', 'http://s/remoteEntry.js', 'http://s/chunk.js']);
    expect(longestChain(requests)).toHaveLength(5);
  });

  it('sums bytes of scripts only when asked', () => {
    const resources = [
      { name: 'http://s/a.js', initiatorType: 'script', encodedBodySize: 100 },
      { name: 'http://s/b.png', initiatorType: 'img', encodedBodySize: 50 },
      { name: 'http://s/c.js', initiatorType: 'link', encodedBodySize: 10 },
    ];
    expect(total(resources, 'encodedBodySize', isScript)).toBe(110);
    expect(total(resources, 'encodedBodySize')).toBe(160);
  });

  it('reports the composed / one-bundle ratio of medians for every figure', () => {
    const run = (js, lcp) => ({
      firstLoadJsBytes: js,
      firstLoadTotalBytes: js * 2,
      firstLoadRequests: 10,
      requestChain: 4,
      lcpMs: lcp,
      cls: 0,
      tbtMs: 0,
      areaSwitchMs: 100,
    });
    const summary = summarise({
      composed: [run(220 * 1024, 2200), run(230 * 1024, 2400)],
      monolith: [run(200 * 1024, 2000), run(200 * 1024, 2000)],
    });
    const js = summary.find((s) => s.key === 'firstLoadJsBytes');
    expect(js?.ratio).toBeCloseTo(1.125);
    expect(summary.find((s) => s.key === 'cls')?.ratio).toBeNull();
    const table = markdownTable(summary, { runs: 2, date: '2026-11-22' });
    expect(table).toContain(
      '| Home first-load JavaScript (gzip, on the wire) | 225.0 KB (220.0 KB–230.0 KB) | 200.0 KB (200.0 KB–200.0 KB) | 1.13× |',
    );
  });
});
