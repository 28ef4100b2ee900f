// The bench's report: every figure for the three variants of the site side by side with the ratios between
// them, Lighthouse's figures, the server render's load and memory figures, and issue #18's figures to reach.
// Pure: `renderReport` turns the JSON written to results/latest.json into results/latest.md.
import { percentile, slope, spread } from './metrics.mjs';

/**
 * The sites the bench compares: the same deploy tree served server-rendered (to a guest and to a signed-in
 * player) and client-rendered, and the one bundle.
 */
export const VARIANTS = [
  { key: 'ssr', label: 'server-rendered', short: 'server' },
  { key: 'member', label: 'server-rendered, signed in', short: 'signed in' },
  { key: 'csr', label: 'client-rendered', short: 'client' },
  { key: 'monolith', label: 'one bundle (client-rendered)', short: 'one bundle' },
];

/**
 * Ratios of medians shown for every figure: what the server render gains, and the federation tax.
 * @type {[string, string][]}
 */
export const RATIOS = [
  ['member', 'ssr'],
  ['ssr', 'csr'],
  ['ssr', 'monolith'],
  ['csr', 'monolith'],
];

export const FIGURES = [
  { key: 'firstLoadJsBytes', label: 'Home first-load JavaScript (on the wire: Brotli, as browsers take it)', unit: 'KB' },
  { key: 'firstLoadTotalBytes', label: 'Home first-load bytes, all (on the wire)', unit: 'KB' },
  { key: 'firstLoadRequests', label: 'Home first-load requests', unit: '' },
  { key: 'requestChain', label: 'Longest request chain before the lobby renders', unit: '' },
  { key: 'fcpMs', label: 'First contentful paint', unit: 'ms' },
  { key: 'lcpMs', label: 'Largest contentful paint', unit: 'ms' },
  { key: 'cls', label: 'Cumulative layout shift', unit: '' },
  { key: 'tbtMs', label: 'Total blocking time', unit: 'ms' },
  { key: 'areaSwitchMs', label: 'Home → promotions area after idle', unit: 'ms' },
];

export const REPEAT_FIGURES = [
  { key: 'fcpMs', label: 'Repeat visit: first contentful paint', unit: 'ms' },
  { key: 'lcpMs', label: 'Repeat visit: largest contentful paint', unit: 'ms' },
  { key: 'networkJsBytes', label: 'Repeat visit: JavaScript over the network', unit: 'KB' },
  { key: 'networkTotalBytes', label: 'Repeat visit: bytes over the network, all', unit: 'KB' },
  { key: 'cachedRequests', label: 'Repeat visit: requests served from the cache (of all)', unit: '' },
];

export const LIGHTHOUSE_FIGURES = [
  { key: 'performance', label: 'Lighthouse performance score', unit: 'score' },
  { key: 'fcpMs', label: 'Lighthouse first contentful paint', unit: 'ms' },
  { key: 'lcpMs', label: 'Lighthouse largest contentful paint', unit: 'ms' },
  { key: 'tbtMs', label: 'Lighthouse total blocking time', unit: 'ms' },
  { key: 'cls', label: 'Lighthouse cumulative layout shift', unit: '' },
  { key: 'speedIndexMs', label: 'Lighthouse speed index', unit: 'ms' },
];

/** Whether a page's HTML already shows the page: the shell's root element is not empty. */
export const isServerRendered = (/** @type {string} */ html) => !/<div id="root"[^>]*>\s*<\/div>/.test(html);

const NOT_RENDERED =
  'the server-rendered variant answered with an empty root element: the site server does not render the first view yet ' +
  '(`ssr` has no effect), so its figures are those of the client-rendered page.';

const plural = (/** @type {number} */ count, /** @type {string} */ noun) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** The figures the bench keeps of one Lighthouse report (its `lhr`). */
export function lighthouseFigures(/** @type {import('lighthouse').Result} */ lhr) {
  const numeric = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN;
  const score = lhr.categories.performance?.score;
  return {
    performance: typeof score === 'number' ? Math.round(score * 100) : NaN,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    fcpMs: numeric('first-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    speedIndexMs: numeric('speed-index'),
    runtimeError: lhr.runtimeError?.message,
  };
}

const SLOW_4G_TEXT = 'slow 4G (562.5 ms RTT, 1.44 Mbps down, 675 kbps up), CPU 4× slower, 412×823';

export const format = (/** @type {number} */ value, /** @type {string} */ unit) => {
  if (!Number.isFinite(value)) return '–';
  if (unit === 'KB') return `${(value / 1024).toFixed(1)} KB`;
  if (unit === 'MB') return `${(value / 1024 / 1024).toFixed(1)} MB`;
  if (unit === 'ms') return `${Math.round(value)} ms`;
  if (unit === 'B') return `${Math.round(value).toLocaleString('en').replace(/,/g, ' ')} B`;
  // A score's median of an even number of runs falls between two whole scores.
  if (unit === 'score') return Number.isInteger(value) ? String(value) : value.toFixed(1);
  return Number.isInteger(value) ? String(value) : value.toFixed(3);
};

/**
 * Per figure: the spread of each variant's runs and the ratio of medians for each pair of `RATIOS` that
 * both ran (null when the denominator is 0).
 * @param {Record<string, Record<string, any>[]>} runs  variant → its runs' figures
 * @param {{ key: string, label: string, unit: string }[]} [figures]
 */
export function summarise(runs, figures = FIGURES) {
  const present = VARIANTS.map((v) => v.key).filter((key) => runs[key]?.length);
  return figures.map(({ key, label, unit }) => {
    /** @type {Record<string, ReturnType<typeof spread>>} */
    const variants = Object.fromEntries(present.map((variant) => [variant, spread((runs[variant] ?? []).map((r) => r[key]))]));
    /** @type {Record<string, number | null>} */
    const ratios = {};
    for (const [top, bottom] of RATIOS) {
      const a = variants[top];
      const b = variants[bottom];
      if (a && b) ratios[`${top}/${bottom}`] = b.median === 0 ? null : a.median / b.median;
    }
    return { key, label, unit, variants, ratios };
  });
}

/** @param {ReturnType<typeof summarise>} summary */
export function markdownTable(summary) {
  const first = summary[0];
  if (!first) return '';
  const variants = VARIANTS.filter((v) => first.variants[v.key]);
  const pairs = RATIOS.filter(([a, b]) => `${a}/${b}` in first.ratios);
  const short = (key) => VARIANTS.find((v) => v.key === key)?.short;
  const cell = ({ median, min, max }, unit) => `${format(median, unit)} (${format(min, unit)}–${format(max, unit)})`;
  const rows = summary.map(({ label, unit, variants: spreads, ratios }) => {
    const cells = variants.map((v) => {
      const values = spreads[v.key];
      return values ? cell(values, unit) : '–';
    });
    const ratioCells = pairs.map(([a, b]) => {
      const ratio = ratios[`${a}/${b}`];
      return ratio === null || ratio === undefined || !Number.isFinite(ratio) ? '–' : `${ratio.toFixed(2)}×`;
    });
    return `| ${[label, ...cells, ...ratioCells].join(' | ')} |`;
  });
  const header = ['figure', ...variants.map((v) => v.label), ...pairs.map(([a, b]) => `${short(a)} / ${short(b)}`)];
  return [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows].join('\n');
}

/** Latency figures of a load run from each request's response time. */
export function latencySummary(/** @type {number[]} */ latencies) {
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.length ? latencies.reduce((a, b) => (b > a ? b : a)) : NaN,
  };
}

/**
 * First and last figure of a memory series sampled between batches, its peak, its least-squares slope in bytes per
 * 1 000 requests, and the same over the run's second half (`settled`: from the figure at its middle on).
 * @param {{ requests: number }[]} samples
 * @param {string} key  e.g. `heapBytes`
 */
export function memoryTrend(samples, key) {
  const values = samples.map((s) => s[key]);
  const fit = (/** @type {{ requests: number }[]} */ part) => slope(part.map((s) => ({ x: s.requests / 1000, y: s[key] })));
  const secondHalf = samples.slice(Math.floor(samples.length / 2));
  return {
    first: values[0] ?? NaN,
    last: values.at(-1) ?? NaN,
    max: values.length ? Math.max(...values) : NaN,
    slopePer1000: fit(samples),
    settled: {
      from: secondHalf[0]?.[key] ?? NaN,
      requests: (secondHalf.at(-1)?.requests ?? NaN) - (secondHalf[0]?.requests ?? NaN),
      slopePer1000: fit(secondHalf),
    },
  };
}

/**
 * The memory run is flat when the heap's fitted growth over the run's second half is at most `share` of its figure
 * at the middle: what fills over the first renders and then stays (each release's modules and texts, the shared
 * answers of a second) is not a leak, and a leak of one page's render per request grows it by far more.
 */
export function memoryFlat(trend, share = 0.1) {
  return (trend.settled.slopePer1000 * trend.settled.requests) / 1000 <= share * trend.settled.from;
}

const median = (summary, key, variant) => summary?.find((s) => s.key === key)?.variants[variant]?.median ?? NaN;
const worst = (summary, key, variant) => summary?.find((s) => s.key === key)?.variants[variant]?.max ?? NaN;

/**
 * Issue #18's figures to reach, each with what the server-rendered site measured and whether it is met
 * (null when that part of the bench did not run).
 */
export function targets(report) {
  const known = (/** @type {number} */ value, /** @type {boolean} */ met) => (Number.isFinite(value) ? met : null);
  // Figures of a page the server did not render say nothing of the server render.
  const browserRendered = report.serverRendered?.ssr === false;
  const loadRendered = report.load?.serverRendered === false;
  const lcp = median(report.summary, 'lcpMs', 'ssr');
  const cls = worst(report.summary, 'cls', 'ssr');
  const js = median(report.summary, 'firstLoadJsBytes', 'ssr');
  const jsToday = median(report.summary, 'firstLoadJsBytes', 'csr');
  const score = median(report.lighthouse?.summary, 'performance', 'ssr');
  const p95 = report.load?.latencyMs?.p95 ?? NaN;
  const heap = report.load?.memory?.heap;
  const requests = report.load?.memory?.requests ?? NaN;
  const rows = [
    { figure: 'Home LCP, median of the cold runs', target: '≤ 2 500 ms', measured: format(lcp, 'ms'), met: known(lcp, lcp <= 2500) },
    { figure: 'Home CLS, worst cold run', target: '≤ 0.05', measured: format(cls, ''), met: known(cls, cls <= 0.05) },
    {
      figure: 'Home first-load JavaScript',
      target: `≤ client-rendered (${format(jsToday, 'KB')})`,
      measured: format(js, 'KB'),
      met: known(js + jsToday, js <= jsToday),
    },
    { figure: 'Lighthouse mobile performance, median', target: '≥ 90', measured: format(score, 'score'), met: known(score, score >= 90) },
    {
      figure: 'Server render of home, p95 at 50 connections',
      target: '≤ 150 ms',
      measured: format(p95, 'ms'),
      met: known(p95, p95 <= 150),
    },
    {
      figure: `Heap across ${Number.isFinite(requests) ? requests : '–'} renders with pins changing`,
      target: 'flat over the second half (fitted growth ≤ 10 % of the figure at its middle)',
      measured: heap?.settled
        ? `${format(heap.first, 'MB')} → ${format(heap.settled.from, 'MB')} at the middle → ${format(heap.last, 'MB')}, ${format(heap.settled.slopePer1000, 'KB')} per 1 000 over the second half`
        : '–',
      met: heap?.settled ? memoryFlat(heap) : null,
    },
  ];
  return rows.map((row, index) =>
    (index < 4 ? browserRendered : loadRendered)
      ? { ...row, met: null, note: 'no: the page was not server-rendered' }
      : { ...row, note: undefined },
  );
}

/**
 * The installed app's figures to reach on a repeat visit after one cold visit, for each variant that has the
 * service worker (null when the repeat visits did not run).
 */
export function workerTargets(report) {
  const rows = [];
  for (const variant of ['ssr', 'csr']) {
    const label = VARIANTS.find((v) => v.key === variant)?.label;
    const lcp = median(report.repeat, 'lcpMs', variant);
    const js = median(report.repeat, 'networkJsBytes', variant);
    rows.push(
      {
        figure: `Repeat-visit home LCP, ${label}`,
        target: '≤ 1 500 ms',
        measured: format(lcp, 'ms'),
        met: Number.isFinite(lcp) ? lcp <= 1500 : null,
      },
      {
        figure: `Repeat-visit JavaScript over the network, ${label}`,
        target: '≤ 5 KB',
        measured: format(js, 'KB'),
        met: Number.isFinite(js) ? js <= 5 * 1024 : null,
      },
    );
  }
  return rows;
}

/**
 * Home's HTML in gzip, a guest's: the larger of the page rendered for one request and the page kept for the next
 * guests, both shown.
 * @param {{ renderedBytes: number, keptBytes: number } | undefined} html
 */
function htmlRow(html) {
  const larger = html ? Math.max(html.renderedBytes, html.keptBytes) : NaN;
  return {
    figure: "Home's HTML in gzip, a guest (rendered for the request / kept)",
    target: '≤ 12 000 B',
    measured: html ? `${format(html.renderedBytes, 'B')} / ${format(html.keptBytes, 'B')}` : '–',
    met: Number.isFinite(larger) ? larger <= 12_000 : null,
  };
}

/**
 * The site's goals for home's first view on the bench's slow 4G, for a guest and for a signed-in player (null
 * when that part of the bench did not run).
 */
export function firstViewTargets(report) {
  const met = (/** @type {number} */ value, /** @type {number} */ limit) => (Number.isFinite(value) ? value <= limit : null);
  const row = (/** @type {string} */ figure, /** @type {number} */ value, /** @type {number} */ limit, /** @type {string} */ unit) => ({
    figure,
    target: `≤ ${limit.toLocaleString('en').replace(',', ' ')} ${unit}`.trim(),
    measured: format(value, unit),
    met: met(value, limit),
  });
  const memberRuns = report.results?.member ?? [];
  const headers = memberRuns.filter((/** @type {{ playerHeader?: boolean }} */ run) => run.playerHeader).length;
  const tbt = median(report.lighthouse?.summary, 'tbtMs', 'ssr');
  return [
    row('Home LCP, cold, a guest', median(report.summary, 'lcpMs', 'ssr'), 1300, 'ms'),
    row('Home LCP, cold, signed in', median(report.summary, 'lcpMs', 'member'), 1300, 'ms'),
    row('Home LCP, repeat visit, a guest', median(report.repeat, 'lcpMs', 'ssr'), 800, 'ms'),
    row('Home LCP, repeat visit, signed in', median(report.repeat, 'lcpMs', 'member'), 800, 'ms'),
    {
      figure: "The signed-in player's header (not a guest's) in the first HTML",
      target: 'every run',
      measured: memberRuns.length ? `${headers} of ${memberRuns.length}` : '–',
      met: memberRuns.length ? headers === memberRuns.length : null,
    },
    row('Lighthouse total blocking time, server-rendered', tbt, 150, 'ms'),
    htmlRow(report.homeHtml),
  ];
}

function loadSection(load) {
  const { latencyMs, memory } = load;
  const lines = [
    `Server render of home (\`renderLoad.mjs\`, ${load.date}): one site server with \`ssr: true\` in a child process, plain HTTP/1.1, ` +
      `${load.connections} connections, ${load.completed} of ${load.requests} requests asked (at most ${load.maxSeconds} s) after ${load.warmup} to warm up.`,
    ...(load.serverRendered === false ? ['', `Note: ${NOT_RENDERED.replace('the server-rendered variant', 'the server')}`] : []),
    '',
    '| figure | value |',
    '|---|---|',
    `| Latency p50 / p95 / p99 / max | ${format(latencyMs.p50, 'ms')} / ${format(latencyMs.p95, 'ms')} / ${format(latencyMs.p99, 'ms')} / ${format(latencyMs.max, 'ms')} |`,
    `| Requests per second | ${Math.round(load.requestsPerSecond)} |`,
    ...(load.limited
      ? [
          `| No page cache, the render limit of \`npm start\` (8 at once): p50 / p95 / p99 | ${format(load.limited.latencyMs.p50, 'ms')} / ${format(load.limited.latencyMs.p95, 'ms')} / ${format(load.limited.latencyMs.p99, 'ms')} |`,
          `| No page cache, the render limit: pages per second, left to the browser, answers other than 2xx | ${Math.round(load.limited.requestsPerSecond)}, ${load.limited.leftToBrowser} of ${load.limited.completed}, ${load.limited.non2xx} |`,
        ]
      : []),
    ...(load.uncached
      ? [
          `| Every request rendered (no page cache): p50 / p95 / p99 | ${format(load.uncached.latencyMs.p50, 'ms')} / ${format(load.uncached.latencyMs.p95, 'ms')} / ${format(load.uncached.latencyMs.p99, 'ms')} |`,
          `| Every request rendered: requests per second | ${Math.round(load.uncached.requestsPerSecond)} |`,
        ]
      : []),
    `| Answers other than 2xx, errors, time-outs | ${load.non2xx}, ${load.errors}, ${load.timeouts} |`,
  ];
  if (memory) {
    const trend = (t, unit) =>
      `${format(t.first, unit)} → ${format(t.last, unit)} (peak ${format(t.max, unit)}), ${format(t.slopePer1000, 'KB')} per 1 000 requests`;
    lines.push(
      `| Memory run | ${memory.requests} requests in ${memory.batches} batches; ${memory.area} pinned ${memory.pins} times between ${memory.versions.join(' and ')} |`,
      `| Resident set (VmRSS), sampled after a gc per batch | ${trend(memory.rss, 'MB')} |`,
      `| JS heap used, after a gc per batch | ${trend(memory.heap, 'MB')} |`,
      `| Memory run: answers other than 2xx, errors | ${memory.non2xx}, ${memory.errors} |`,
    );
  }
  return lines.join('\n');
}

function workerReadyText(report) {
  const ready = report.workerReady;
  if (!ready) return 'not recorded';
  return ['ssr', 'csr']
    .filter((variant) => variant in ready)
    .map((variant) => `${VARIANTS.find((v) => v.key === variant)?.short}: ${ready[variant]} of ${report.runs} runs`)
    .join(', ');
}

/** results/latest.md from the report written to results/latest.json. */
export function renderReport(report) {
  const sections = [];
  if (report.summary) {
    sections.push(
      `Median (min–max) of ${plural(report.runs, 'cold-cache run')} per variant, ${report.date}; ${SLOW_4G_TEXT}. ` +
        'Server- and client-rendered: the same composed deploy tree; one bundle: the same screens without Module Federation.',
      ...(report.serverRendered?.ssr === false ? ['', `Note: ${NOT_RENDERED}`] : []),
      '',
      markdownTable(report.summary),
    );
  }
  if (report.repeat) {
    sections.push(
      '',
      `Repeat visit: after each cold run, home opened again in a new tab of the same browser context (HTTP cache warm), same throttling; median (min–max) of ${report.runs}. ` +
        'The composed variants register the service worker: the cold tab is closed once it holds what the tab loaded ' +
        `(${workerReadyText(report)}), and its own fetches are throttled like the page's and counted with the page's bytes. ` +
        'A page that comes through the worker is counted at its size unzipped: the browser does not see its compressed bytes there.',
      '',
      markdownTable(report.repeat),
    );
  }
  if (report.lighthouse) {
    const { version, runs, seconds, summary } = report.lighthouse;
    sections.push(
      '',
      `Lighthouse ${version}, mobile preset (simulated slow 4G, CPU 4× slower), \`/m/home\`; median (min–max) of ${plural(runs, 'run')} per variant; ` +
        `the Lighthouse runs added ${Math.round(seconds)} s to the bench.`,
      '',
      markdownTable(summary),
    );
  }
  if (report.load) sections.push('', loadSection(report.load));
  const rows = targets(report);
  sections.push(
    '',
    "Issue #18's figures to reach, for the server-rendered site:",
    '',
    '| figure | target | measured | met |',
    '|---|---|---|---|',
    ...rows.map(
      (r) => `| ${r.figure} | ${r.target} | ${r.measured} | ${r.met === null ? (r.note ?? 'not measured') : r.met ? 'yes' : 'no'} |`,
    ),
  );
  if (report.summary) {
    sections.push(
      '',
      "The site's goals for home's first view (slow 4G):",
      '',
      '| figure | target | measured | met |',
      '|---|---|---|---|',
      ...firstViewTargets(report).map(
        (r) => `| ${r.figure} | ${r.target} | ${r.measured} | ${r.met === null ? 'not measured' : r.met ? 'yes' : 'no'} |`,
      ),
    );
  }
  if (report.repeat) {
    sections.push(
      '',
      "The installed app's figures to reach (repeat visit after one cold visit):",
      '',
      '| figure | target | measured | met |',
      '|---|---|---|---|',
      ...workerTargets(report).map(
        (r) => `| ${r.figure} | ${r.target} | ${r.measured} | ${r.met === null ? 'not measured' : r.met ? 'yes' : 'no'} |`,
      ),
    );
  }
  return sections.join('\n').trim();
}
