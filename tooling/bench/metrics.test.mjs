import { describe, expect, it } from 'vitest';
import { cumulativeLayoutShift, isScript, longestChain, median, percentile, slope, spread, total, totalBlockingTime } from './metrics.mjs';
import { numberOption, runOrder } from './options.mjs';
import { batchSizes, loadVersion, vmRssBytes } from './renderLoad.mjs';
import {
  isServerRendered,
  latencySummary,
  lighthouseFigures,
  markdownTable,
  memoryFlat,
  memoryTrend,
  renderReport,
  summarise,
  firstViewTargets,
  format,
  targets,
  workerTargets,
} from './report.mjs';
import { showsPlayerHeader } from './measure.mjs';

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

  it('percentiles by nearest rank, whatever the order of the values', () => {
    const latencies = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(latencies, 50)).toBe(50);
    expect(percentile(latencies, 95)).toBe(95);
    expect(percentile(latencies, 99)).toBe(99);
    expect(percentile(latencies, 100)).toBe(100);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([1, 2, 3], 0)).toBe(1);
    expect(percentile([], 50)).toBeNaN();
    expect(latencySummary([30, 10, 20, 40])).toEqual({ p50: 20, p95: 40, p99: 40, max: 40 });
  });

  it('the slope is the least-squares growth per unit, flat for noise around a level', () => {
    expect(slope([0, 1, 2, 3].map((x) => ({ x, y: 5 + 2 * x })))).toBeCloseTo(2);
    expect(slope([3, 5, 3, 5].map((y, x) => ({ x, y })))).toBeCloseTo(0.4);
    expect(slope([{ x: 1, y: 9 }])).toBe(0);
    expect(
      slope([
        { x: 1, y: 1 },
        { x: 1, y: 3 },
      ]),
    ).toBe(0);
  });

  it('memory trend: first, last, peak and growth per 1 000 requests, over the run and over its second half', () => {
    const mb = 1024 * 1024;
    const growing = [0, 1000, 2000, 3000].map((requests, i) => ({ requests, heapBytes: 20 * mb + i * mb }));
    expect(memoryTrend(growing, 'heapBytes')).toEqual({
      first: 20 * mb,
      last: 23 * mb,
      max: 23 * mb,
      slopePer1000: mb,
      settled: { from: 22 * mb, requests: 1000, slopePer1000: mb },
    });
  });

  it('memory is flat when the second half of the run grows less than a tenth of its figure at the middle', () => {
    const mb = 1024 * 1024;
    const run = (figures) =>
      memoryTrend(
        figures.map((m, i) => ({ requests: i * 1000, heapBytes: m * mb })),
        'heapBytes',
      );
    // 0.2 MB per 1 000 requests all along: 1 MB over the second half on 21 MB at its middle; 1 MB per 1 000: 5 MB on 25.
    expect(memoryFlat(run([20, 20.2, 20.4, 20.6, 20.8, 21, 21.2, 21.4, 21.6, 21.8, 22]))).toBe(true);
    expect(memoryFlat(run([20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30]))).toBe(false);
    // Filling over the first renders, then level: not a leak (the fit over the whole run would say it is).
    const filling = run([70, 120, 170, 180, 181, 180, 181, 180, 181, 180, 181]);
    expect(memoryFlat(filling)).toBe(true);
    expect((filling.slopePer1000 * 10_000) / 1000).toBeGreaterThan(0.1 * filling.first);
    expect(memoryFlat(run([20, 21, 20, 21]))).toBe(true);
  });

  const run = (js, lcp) => ({
    firstLoadJsBytes: js,
    firstLoadTotalBytes: js * 2,
    firstLoadRequests: 10,
    requestChain: 4,
    fcpMs: lcp / 2,
    lcpMs: lcp,
    cls: 0,
    tbtMs: 0,
    areaSwitchMs: 100,
  });
  const threeVariants = () =>
    summarise({
      ssr: [run(220 * 1024, 1800), run(220 * 1024, 2200)],
      csr: [run(220 * 1024, 4400), run(230 * 1024, 4800)],
      monolith: [run(200 * 1024, 4000), run(200 * 1024, 4000)],
    });

  it('summarises each variant and the ratios of medians between them', () => {
    const summary = threeVariants();
    const lcp = summary.find((s) => s.key === 'lcpMs');
    expect(lcp?.variants.ssr).toEqual({ median: 2000, min: 1800, max: 2200, runs: 2 });
    expect(lcp?.ratios).toEqual({ 'ssr/csr': 2000 / 4600, 'ssr/monolith': 0.5, 'csr/monolith': 1.15 });
    expect(summary.find((s) => s.key === 'firstLoadJsBytes')?.ratios['csr/monolith']).toBeCloseTo(1.125);
    expect(summary.find((s) => s.key === 'cls')?.ratios['ssr/csr']).toBeNull();
  });

  it('a variant that did not run has no column and no ratio', () => {
    const summary = summarise({ csr: [run(230 * 1024, 5000)], monolith: [run(200 * 1024, 5000)] });
    expect(Object.keys(summary[0]?.variants ?? {})).toEqual(['csr', 'monolith']);
    expect(summary[0]?.ratios).toEqual({ 'csr/monolith': 1.15 });
    expect(markdownTable(summary).split('\n')[0]).toBe('| figure | client-rendered | one bundle (client-rendered) | client / one bundle |');
  });

  it('the table shows the three variants side by side, then the ratios', () => {
    const table = markdownTable(threeVariants()).split('\n');
    expect(table[0]).toBe(
      '| figure | server-rendered | client-rendered | one bundle (client-rendered) | server / client | server / one bundle | client / one bundle |',
    );
    expect(table).toContain(
      '| Home first-load JavaScript (on the wire: Brotli, as browsers take it) | 220.0 KB (220.0 KB–220.0 KB) | 225.0 KB (220.0 KB–230.0 KB) | 200.0 KB (200.0 KB–200.0 KB) | 0.98× | 1.10× | 1.13× |',
    );
    expect(table).toContain('| Cumulative layout shift | 0 (0–0) | 0 (0–0) | 0 (0–0) | – | – | – |');
  });

  it("the report checks issue #18's figures against the server-rendered variant, and says what did not run", () => {
    const mb = 1024 * 1024;
    const report = {
      date: '2026-11-25',
      runs: 2,
      summary: threeVariants(),
      lighthouse: {
        version: '13.5.0',
        runs: 1,
        seconds: 61,
        summary: summarise({ ssr: [{ performance: 88 }], csr: [{ performance: 67 }] }, [
          { key: 'performance', label: 'Lighthouse performance score', unit: '' },
        ]),
      },
    };
    const rows = targets(report);
    expect(rows.map((r) => r.met)).toEqual([true, true, true, false, null, null]);
    expect(rows[0]?.measured).toBe('2000 ms');
    const markdown = renderReport(report);
    expect(markdown).toContain('the Lighthouse runs added 61 s to the bench');
    expect(markdown).toContain('| Lighthouse mobile performance, median | ≥ 90 | 88 | no |');
    expect(markdown).toContain('| Server render of home, p95 at 50 connections | ≤ 150 ms | – | not measured |');

    const load = {
      date: '2026-11-25',
      connections: 50,
      requests: 1000,
      maxSeconds: 60,
      warmup: 200,
      completed: 1000,
      seconds: 4,
      latencyMs: { p50: 40, p95: 160, p99: 200, max: 250 },
      requestsPerSecond: 250,
      non2xx: 0,
      errors: 0,
      timeouts: 0,
      memory: {
        requests: 10_000,
        batches: 2,
        area: 'lobby',
        versions: ['1.0.0', '1.0.0-load.1'],
        pins: 2,
        non2xx: 0,
        errors: 0,
        rss: { first: 100 * mb, last: 101 * mb, max: 102 * mb, slopePer1000: 100 * 1024 },
        heap: { first: 20 * mb, last: 20 * mb, max: 21 * mb, slopePer1000: 0, settled: { from: 20 * mb, requests: 5000, slopePer1000: 0 } },
      },
    };
    const withLoad = renderReport({ ...report, load });
    expect(
      targets({ ...report, load })
        .slice(4)
        .map((r) => r.met),
    ).toEqual([false, true]);
    expect(withLoad).toContain('| Latency p50 / p95 / p99 / max | 40 ms / 160 ms / 200 ms / 250 ms |');
    expect(withLoad).toContain(
      '| Resident set (VmRSS), sampled after a gc per batch | 100.0 MB → 101.0 MB (peak 102.0 MB), 100.0 KB per 1 000 requests |',
    );
    expect(withLoad).toContain('lobby pinned 2 times between 1.0.0 and 1.0.0-load.1');
  });

  it("checks the installed app's repeat-visit figures for both composed variants, which have the service worker", () => {
    const repeat = summarise(
      {
        ssr: [{ lcpMs: 1200, networkJsBytes: 0 }],
        csr: [{ lcpMs: 2400, networkJsBytes: 6 * 1024 }],
        monolith: [{ lcpMs: 3000, networkJsBytes: 600 }],
      },
      [
        { key: 'lcpMs', label: 'Repeat visit: largest contentful paint', unit: 'ms' },
        { key: 'networkJsBytes', label: 'Repeat visit: JavaScript over the network', unit: 'KB' },
      ],
    );
    const report = { date: '2026-11-25', runs: 1, repeat, workerReady: { ssr: 1, csr: 1, monolith: 0 } };
    expect(workerTargets(report).map((r) => [r.figure, r.measured, r.met])).toEqual([
      ['Repeat-visit home LCP, server-rendered', '1200 ms', true],
      ['Repeat-visit JavaScript over the network, server-rendered', '0.0 KB', true],
      ['Repeat-visit home LCP, client-rendered', '2400 ms', false],
      ['Repeat-visit JavaScript over the network, client-rendered', '6.0 KB', false],
    ]);
    const markdown = renderReport(report);
    expect(markdown).toContain('(server: 1 of 1 runs, client: 1 of 1 runs)');
    expect(markdown).toContain('| Repeat-visit home LCP, server-rendered | ≤ 1 500 ms | 1200 ms | yes |');
    expect(workerTargets({ runs: 1 }).map((r) => r.met)).toEqual([null, null, null, null]);
  });

  it("holds home's first view, a guest's and a signed-in player's, to the site's goals", () => {
    const lcp = (ssr, member) => [
      { key: 'lcpMs', label: 'LCP', unit: 'ms', variants: { ssr: spread([ssr]), member: spread([member]) }, ratios: {} },
    ];
    const report = {
      date: '2026-11-26',
      runs: 2,
      summary: lcp(1250, 1400),
      repeat: lcp(700, 900),
      lighthouse: { summary: [{ key: 'tbtMs', label: 'TBT', unit: 'ms', variants: { ssr: spread([90]) }, ratios: {} }] },
      results: { member: [{ playerHeader: true }, { playerHeader: false }] },
      homeHtml: { renderedBytes: 12_007, keptBytes: 11_913 },
    };
    expect(firstViewTargets(report).map((r) => [r.figure, r.target, r.measured, r.met])).toEqual([
      ['Home LCP, cold, a guest', '≤ 1 300 ms', '1250 ms', true],
      ['Home LCP, cold, signed in', '≤ 1 300 ms', '1400 ms', false],
      ['Home LCP, repeat visit, a guest', '≤ 800 ms', '700 ms', true],
      ['Home LCP, repeat visit, signed in', '≤ 800 ms', '900 ms', false],
      ["The signed-in player's header (not a guest's) in the first HTML", 'every run', '1 of 2', false],
      ['Lighthouse total blocking time, server-rendered', '≤ 150 ms', '90 ms', true],
      ["Home's HTML in gzip, a guest (rendered for the request / kept)", '≤ 12 000 B', '12 007 B / 11 913 B', false],
    ]);
    expect(firstViewTargets({ ...report, homeHtml: { renderedBytes: 11_930, keptBytes: 11_913 } }).at(-1)?.met).toBe(true);
    expect(renderReport(report)).toContain("| The signed-in player's header (not a guest's) in the first HTML | every run | 1 of 2 | no |");
    expect(firstViewTargets({ runs: 1 }).map((r) => r.met)).toEqual([null, null, null, null, null, null, null]);
  });

  it('writes a score as a whole number, or with one decimal when it is the median of an even number of runs', () => {
    expect(format(98, 'score')).toBe('98');
    expect(format(98.5, 'score')).toBe('98.5');
    expect(format(0.0015, '')).toBe('0.002');
  });

  it("tells a signed-in player's header from a guest's in a page's HTML", () => {
    expect(showsPlayerHeader('<header><div data-testid="header-user">player01 ₱1,000.00</div></header>')).toBe(true);
    expect(showsPlayerHeader('<header><button data-testid="header-login">Log In</button></header>')).toBe(false);
    expect(showsPlayerHeader('<div id="root"></div>')).toBe(false);
  });

  it('tells a server-rendered page from the empty shell, and says so when the server did not render', () => {
    expect(isServerRendered('<body><div id="root"></div><script src="/m/static/main.js"></script>')).toBe(false);
    expect(isServerRendered('<body><div id="root">\n  </div>')).toBe(false);
    expect(isServerRendered('<body><div id="root"><main data-testid="home">…</main></div>')).toBe(true);
    const report = { date: '2026-11-25', runs: 1, summary: threeVariants() };
    expect(renderReport({ ...report, serverRendered: { ssr: false, csr: false, monolith: false } })).toContain(
      'Note: the server-rendered variant answered with an empty root element',
    );
    expect(renderReport({ ...report, serverRendered: { ssr: true, csr: false, monolith: false } })).not.toContain('Note:');
    expect(targets({ ...report, serverRendered: { ssr: true, csr: false, monolith: false } })[0]?.met).toBe(true);
    expect(targets({ ...report, serverRendered: { ssr: false, csr: false, monolith: false } })[0]).toMatchObject({
      measured: '2000 ms',
      met: null,
      note: 'no: the page was not server-rendered',
    });
    expect(renderReport(report)).toContain('Median (min–max) of 1 cold-cache run per variant');
  });

  it('the load run reads the resident set from /proc status, splits its requests evenly and picks a free version', () => {
    expect(vmRssBytes('Name:\tnode\nVmPeak:\t  900 kB\nVmRSS:\t  123456 kB\nVmData:\t 1 kB\n')).toBe(123456 * 1024);
    expect(() => vmRssBytes('Name:\tnode\n')).toThrow(/VmRSS/);
    expect(batchSizes(10_000, 20)).toEqual(Array(20).fill(500));
    expect(batchSizes(10, 4)).toEqual([2, 3, 2, 3]);
    expect(batchSizes(3, 10)).toEqual([1, 1, 1]);
    expect(loadVersion('1.2.0', ['1.2.0', '1.2.0-load.1'])).toBe('1.2.0-load.2');
    expect(loadVersion('1.2.0-workspace.3', ['1.2.0-workspace.3'])).toBe('1.2.0-load.1');
  });

  it('options: numbers after their flag, and a run order that puts each variant first in turn', () => {
    expect(numberOption(['--runs', '3', '--no-build'], '--runs', 5)).toBe(3);
    expect(numberOption(['--no-build'], '--runs', 5)).toBe(5);
    expect(numberOption(['--runs', 'x'], '--runs', 5)).toBe(5);
    expect(numberOption(['--runs'], '--runs', 5)).toBe(5);
    expect([0, 1, 2, 3].map((run) => runOrder(['ssr', 'csr', 'monolith'], run).join(' '))).toEqual([
      'ssr csr monolith',
      'csr monolith ssr',
      'monolith ssr csr',
      'ssr csr monolith',
    ]);
  });

  it('keeps the figures Lighthouse reports, its score as 0–100', () => {
    const audits = {
      'largest-contentful-paint': 2400,
      'total-blocking-time': 120,
      'first-contentful-paint': 900,
      'cumulative-layout-shift': 0.01,
      'speed-index': 1500,
    };
    const lhr = /** @type {any} */ ({
      categories: { performance: { score: 0.915 } },
      audits: Object.fromEntries(Object.entries(audits).map(([id, numericValue]) => [id, { numericValue }])),
    });
    expect(lighthouseFigures(lhr)).toEqual({
      performance: 92,
      lcpMs: 2400,
      tbtMs: 120,
      fcpMs: 900,
      cls: 0.01,
      speedIndexMs: 1500,
      runtimeError: undefined,
    });
    expect(lighthouseFigures({ ...lhr, categories: { performance: { score: null } } }).performance).toBeNaN();
  });
});
