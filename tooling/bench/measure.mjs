// One cold-cache load of home as a phone on slow 4G sees it, then a switch to the promotions area after the
// page has gone idle. Chromium is driven through the DevTools protocol (Playwright's CDP session).
import { openThrottledPage, SLOW_4G } from './throttling.mjs';
import { cumulativeLayoutShift, isScript, longestChain, total, totalBlockingTime } from './metrics.mjs';

/** Runs in the page before any of its scripts: buffers the paint, layout-shift and long-task entries. */
function observePage() {
  window.__bench = { lcp: 0, shifts: [], longTasks: [] };
  const seen = window.__bench;
  performance.setResourceTimingBufferSize(2000);
  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch {
      /* entry type not supported */
    }
  };
  observe('largest-contentful-paint', (e) => (seen.lcp = e.startTime));
  observe('layout-shift', (/** @type {LayoutShiftEntry} */ e) =>
    seen.shifts.push({ value: e.value, startTime: e.startTime, hadRecentInput: e.hadRecentInput }),
  );
  observe('longtask', (e) => seen.longTasks.push({ startTime: e.startTime, duration: e.duration }));
}

function initiatorUrlOf(initiator) {
  if (initiator.url) return initiator.url;
  for (let stack = initiator.stack; stack; stack = stack.parent) {
    const frame = stack.callFrames.find((f) => f.url);
    if (frame) return frame.url;
  }
  return undefined;
}

const pause = (ms) => new Promise((r) => setTimeout(r, ms));

async function networkQuiet(requests, quietMs, deadline) {
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    const inFlight = [...requests.values()].some((r) => r.end === undefined && !r.failed);
    if (inFlight) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await pause(100);
  }
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} baseURL  e.g. http://localhost:8090
 */
export async function measureHome(browser, baseURL, throttle = SLOW_4G) {
  const { context, page, cdp } = await openThrottledPage(browser, throttle, observePage);

  const requests = new Map();
  let wallOffset = 0;
  cdp.on('Network.requestWillBeSent', (e) => {
    wallOffset = e.wallTime - e.timestamp;
    requests.set(e.requestId, { id: e.requestId, url: e.request.url, initiatorUrl: initiatorUrlOf(e.initiator), start: e.timestamp });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.end = e.timestamp;
  });
  cdp.on('Network.loadingFailed', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.failed = true;
  });

  const deadline = Date.now() + 180_000;
  await page.goto(`${baseURL}/m/`, { waitUntil: 'commit', timeout: 120_000 });
  await page.waitForFunction(() => performance.getEntriesByName('m:preload-start').length > 0, null, { timeout: 150_000, polling: 250 });
  await networkQuiet(requests, 2000, deadline);

  const seen = await page.evaluate(() => {
    const mark = (name) => performance.getEntriesByName(name)[0]?.startTime ?? null;
    return {
      ...window.__bench,
      timeOrigin: performance.timeOrigin,
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      areaRendered: mark('m:area-rendered'),
      preloadStart: mark('m:preload-start'),
      resources: /** @type {PerformanceResourceTiming[]} */ ([
        ...performance.getEntriesByType('navigation'),
        ...performance.getEntriesByType('resource'),
      ]).map((r) => ({
        name: r.name,
        initiatorType: r.initiatorType,
        startTime: r.startTime,
        transferSize: r.transferSize,
        encodedBodySize: r.encodedBodySize,
      })),
    };
  });

  const areaSwitchMs = await page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const started = performance.now();
        const arrived = () => document.querySelector('[data-remote="promotions"]');
        const observer = new MutationObserver(() => {
          if (!arrived()) return;
          observer.disconnect();
          resolve(performance.now() - started);
        });
        observer.observe(document.body, { childList: true, subtree: true });
        /** @type {HTMLElement} */ (document.querySelector('[data-testid="footer-tab-rewards"]')).click();
        setTimeout(() => reject(new Error('the promotions area did not render within 30 s')), 30_000);
      }),
  );
  await context.close();

  const firstLoad = seen.resources.filter((r) => seen.preloadStart === null || r.startTime < seen.preloadStart);
  const renderedAt = (seen.timeOrigin + (seen.areaRendered ?? 0)) / 1000 - wallOffset;
  const chain = longestChain(
    [...requests.values()].filter((r) => r.end !== undefined),
    renderedAt,
  );
  return {
    firstLoadJsBytes: total(firstLoad, 'encodedBodySize', isScript),
    firstLoadTotalBytes: total(firstLoad, 'transferSize'),
    firstLoadRequests: firstLoad.length,
    requestChain: chain.length,
    requestChainUrls: chain.map((u) => new URL(u).pathname),
    lcpMs: seen.lcp,
    cls: cumulativeLayoutShift(seen.shifts),
    tbtMs: totalBlockingTime(seen.longTasks, seen.firstContentfulPaint),
    areaRenderedMs: seen.areaRendered,
    areaSwitchMs,
  };
}
