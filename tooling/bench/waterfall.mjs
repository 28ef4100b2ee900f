#!/usr/bin/env node
// One cold load of a page of the built site as the bench sees it (slow 4G, CPU 4× slower), printed as a
// request waterfall with the largest-contentful-paint candidates, the layout shifts and the site's marks:
// to see which step waits on which before changing anything. `--repeat` prints the bench's repeat visit
// instead: the tab of the cold load closed once it has waited, and the page opened again in the same context
// (HTTP cache and service worker warm).
//   node tooling/bench/waterfall.mjs [PATH] [--csr | --monolith] [--wait MS] [--repeat]   (after a build; PATH
//   defaults to /m/; the composed site server-rendered unless --csr, or the one-bundle build)
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEPLOY_DIR, REPO_ROOT } from '../rspack/paths.mjs';
import { benchBrowserArgs, startBenchSite } from './benchSite.mjs';
import { openThrottledPage, openThrottledPageIn, throttleServiceWorkers } from './throttling.mjs';

const args = process.argv.slice(2);
const pagePath = args.find((a) => a.startsWith('/')) ?? '/m/';
const waitMs = Number(args[args.indexOf('--wait') + 1]) || 20_000;
const deployDir = args.includes('--monolith') ? path.join(path.dirname(fileURLToPath(import.meta.url)), '.out', 'monolith') : DEPLOY_DIR;

function recordPaintsAndShifts() {
  window.__lcp = [];
  window.__shifts = [];
  const describe = (node) =>
    node?.nodeType === 1
      ? `${node.tagName.toLowerCase()}${node.dataset?.testid ? `[${node.dataset.testid}]` : ''}${node.className && typeof node.className === 'string' ? `.${node.className.split(' ')[0]}` : ''}`
      : node?.nodeName;
  new PerformanceObserver((list) =>
    /** @type {LargestContentfulPaint[]} */ (list.getEntries()).forEach((e) =>
      window.__lcp.push({
        ms: Math.round(e.startTime),
        element: e.element?.tagName,
        url: e.url,
        text: e.element?.textContent?.slice(0, 40),
      }),
    ),
  ).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) =>
    /** @type {LayoutShiftEntry[]} */ (list.getEntries()).forEach((e) =>
      window.__shifts.push({
        ms: Math.round(e.startTime),
        value: Number(e.value.toFixed(4)),
        moved: e.sources.map((s) => describe(s.node)),
      }),
    ),
  ).observe({ type: 'layout-shift', buffered: true });
}

const site = await startBenchSite({
  port: Number(process.env.BENCH_PORT ?? 8590),
  sites: { page: { deployDir, ssr: !args.includes('--monolith') && !args.includes('--csr') } },
});
const { chromium } = createRequire(path.join(REPO_ROOT, 'e2e', 'package.json'))('@playwright/test');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: benchBrowserArgs() });
try {
  const cold = await openThrottledPage(browser, undefined, recordPaintsAndShifts);
  if (args.includes('--repeat')) {
    await cold.page.goto(`${site.urls.page}${pagePath}`, { waitUntil: 'commit' });
    await cold.page.waitForTimeout(waitMs);
    await cold.page.close();
    // As the bench throttles them: the worker's own fetches are not the page's.
    const workers = await throttleServiceWorkers(browser);
    await printLoad(await openThrottledPageIn(cold.context));
    await workers.close();
  } else await printLoad(cold);
} finally {
  await browser.close();
  await site.close();
}

/**
 * Opens the page in `page` and prints what it loaded, painted and shifted once it has waited.
 * @param {{ page: import('@playwright/test').Page, cdp: import('@playwright/test').CDPSession }} opened
 */
async function printLoad({ page, cdp }) {
  const requests = new Map();
  let navigationStart;
  const ms = (timestamp) => (timestamp === undefined ? '' : Math.round((timestamp - navigationStart) * 1000));
  cdp.on('Network.requestWillBeSent', (e) => {
    navigationStart ??= e.timestamp;
    requests.set(e.requestId, {
      path: new URL(e.request.url).pathname + new URL(e.request.url).search,
      priority: e.request.initialPriority,
      start: e.timestamp,
    });
  });
  cdp.on(
    'Network.responseReceived',
    (e) => requests.has(e.requestId) && Object.assign(requests.get(e.requestId), { response: e.timestamp, protocol: e.response.protocol }),
  );
  cdp.on(
    'Network.loadingFinished',
    (e) => requests.has(e.requestId) && Object.assign(requests.get(e.requestId), { end: e.timestamp, bytes: e.encodedDataLength }),
  );
  await page.goto(`${site.urls.page}${pagePath}`, { waitUntil: 'commit' });
  await page.waitForTimeout(waitMs);
  const seen = await page.evaluate(() => ({
    lcp: window.__lcp,
    shifts: window.__shifts,
    marks: performance.getEntriesByType('mark').map((m) => `${m.name} ${Math.round(m.startTime)}`),
  }));
  console.log('largest contentful paint candidates (ms):', seen.lcp);
  console.log('layout shifts (ms, value, what moved):', seen.shifts);
  console.log('marks (ms):', seen.marks.join(', ') || 'none');
  console.log(
    `\n${'proto'.padEnd(8)} ${'start'.padStart(6)} ${'first'.padStart(6)} ${'end'.padStart(6)} ${'bytes'.padStart(7)} priority  path`,
  );
  for (const r of [...requests.values()].sort((a, b) => a.start - b.start)) {
    console.log(
      `${(r.protocol ?? '').padEnd(8)} ${String(ms(r.start)).padStart(6)} ${String(ms(r.response)).padStart(6)} ${String(ms(r.end)).padStart(6)} ${String(r.bytes ?? '').padStart(7)} ${(r.priority ?? '').padEnd(9)} ${r.path}`,
    );
  }
}
