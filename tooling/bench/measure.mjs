// One cold-cache load of home as a phone on slow 4G sees it, a switch to the promotions area after the page
// has gone idle, then a repeat visit of home with the HTTP cache warm. Chromium is driven through the
// DevTools protocol (Playwright's CDP session).
import { openThrottledPage, openThrottledPageIn, SLOW_4G, throttleServiceWorkers } from './throttling.mjs';
import { cumulativeLayoutShift, isScript, longestChain, total, totalBlockingTime } from './metrics.mjs';
import { isServerRendered } from './report.mjs';

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

/** Records every request of the page's DevTools session, with its initiator and timing. */
function watchNetwork(cdp) {
  const network = { requests: new Map(), wallOffset: 0 };
  cdp.on('Network.requestWillBeSent', (e) => {
    network.wallOffset = e.wallTime - e.timestamp;
    network.requests.set(e.requestId, {
      id: e.requestId,
      url: e.request.url,
      initiatorUrl: initiatorUrlOf(e.initiator),
      start: e.timestamp,
    });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = network.requests.get(e.requestId);
    if (r) r.end = e.timestamp;
  });
  cdp.on('Network.loadingFailed', (e) => {
    const r = network.requests.get(e.requestId);
    if (r) r.failed = true;
  });
  return network;
}

/**
 * The device signed in as the shell leaves it after a login: the session in local storage, and in the site
 * server's `HttpOnly` cookie (tooling/site/sessionCookie.mjs) so pages are rendered for the player.
 * @param {import('@playwright/test').BrowserContext} context
 * @param {string} baseURL
 * @param {Record<string, unknown>} session
 */
async function signIn(context, baseURL, session) {
  await context.addInitScript((s) => localStorage.setItem('m.session', JSON.stringify(s)), session);
  await context.addCookies([
    { name: 'm_session', value: encodeURIComponent(JSON.stringify(session)), url: baseURL, httpOnly: true, secure: true, sameSite: 'Lax' },
  ]);
}

/** Whether a page's HTML shows a signed-in player's header (their name and balance), not a guest's. */
export const showsPlayerHeader = (/** @type {string} */ html) =>
  html.includes('data-testid="header-user"') && !html.includes('data-testid="header-login"');

/** Loads home until the shell starts its idle-time work and the network is quiet; returns what the page saw. */
async function loadHome(page, network, baseURL) {
  const deadline = Date.now() + 180_000;
  const response = await page.goto(`${baseURL}/m/`, { waitUntil: 'commit', timeout: 120_000 });
  await page.waitForFunction(() => performance.getEntriesByName('m:preload-start').length > 0, null, { timeout: 150_000, polling: 250 });
  await networkQuiet(network.requests, 2000, deadline);
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
  const firstLoad = seen.resources.filter((r) => seen.preloadStart === null || r.startTime < seen.preloadStart);
  const html = (await response?.text().catch(() => '')) ?? '';
  return { ...seen, firstLoad, serverRendered: isServerRendered(html), playerHeader: showsPlayerHeader(html) };
}

/** After the page has gone idle: the time from tapping the Rewards tab to the promotions area on screen. */
function switchToPromotions(page) {
  return page.evaluate(
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
}

/**
 * Whether the site's service worker came to hold what the page loaded (the shell's `m:offline-ready` mark),
 * waited for at most `timeoutMs`: a player's next visit comes long after the first, when it has.
 */
function untilWorkerReady(page, timeoutMs = 120_000) {
  return page
    .waitForFunction(() => performance.getEntriesByName('m:offline-ready').length > 0, null, { timeout: timeoutMs, polling: 250 })
    .then(
      () => true,
      () => false,
    );
}

const isScriptUrl = (/** @type {string} */ url) => /\.m?js(\?|$)/.test(url.split('#')[0] ?? '');

/**
 * One cold-cache load of home, the switch to promotions, then a repeat visit: the tab closed and home
 * opened again in the same browser context, with its HTTP cache warm and, where the site has one
 * (`worker`), its service worker holding what the first visit loaded.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} baseURL  e.g. https://localhost:8090
 * @param {typeof SLOW_4G} [throttle]
 * @param {{ worker?: boolean, session?: Record<string, unknown> }} [options]  worker: the site registers the service
 *   worker; session: the player signed in on the device (the login call's answer), as the shell keeps it
 */
export async function measureHome(browser, baseURL, throttle = SLOW_4G, { worker = false, session } = {}) {
  const { context, page, cdp } = await openThrottledPage(browser, throttle, observePage);
  try {
    if (session) await signIn(context, baseURL, session);
    const network = watchNetwork(cdp);
    const seen = await loadHome(page, network, baseURL);
    const areaSwitchMs = await switchToPromotions(page);
    const workerReady = worker ? await untilWorkerReady(page) : false;
    await page.close();

    const workers = worker ? await throttleServiceWorkers(browser, throttle) : undefined;
    const again = await openThrottledPageIn(context, throttle);
    const repeat = await loadHome(again.page, watchNetwork(again.cdp), baseURL);
    const workerFetched = workers?.fetched() ?? [];
    await workers?.close();

    const renderedAt = (seen.timeOrigin + (seen.areaRendered ?? 0)) / 1000 - network.wallOffset;
    const chain = longestChain(
      [...network.requests.values()].filter((r) => r.end !== undefined),
      renderedAt,
    );
    return {
      firstLoadJsBytes: total(seen.firstLoad, 'encodedBodySize', isScript),
      firstLoadTotalBytes: total(seen.firstLoad, 'transferSize'),
      firstLoadRequests: seen.firstLoad.length,
      requestChain: chain.length,
      requestChainUrls: chain.map((u) => new URL(u).pathname),
      fcpMs: seen.firstContentfulPaint,
      lcpMs: seen.lcp,
      cls: cumulativeLayoutShift(seen.shifts),
      tbtMs: totalBlockingTime(seen.longTasks, seen.firstContentfulPaint),
      areaRenderedMs: seen.areaRendered,
      areaSwitchMs,
      serverRendered: seen.serverRendered,
      playerHeader: seen.playerHeader,
      workerReady,
      repeat: {
        fcpMs: repeat.firstContentfulPaint,
        lcpMs: repeat.lcp,
        cls: cumulativeLayoutShift(repeat.shifts),
        // What the warm cache did not save: bytes that crossed the network (a revalidation costs its headers),
        // the page's own and those the service worker fetched for it.
        networkJsBytes:
          total(repeat.firstLoad, 'transferSize', isScript) +
          workerFetched.filter((f) => isScriptUrl(f.url)).reduce((sum, f) => sum + f.bytes, 0),
        networkTotalBytes: total(repeat.firstLoad, 'transferSize') + workerFetched.reduce((sum, f) => sum + f.bytes, 0),
        cachedRequests: repeat.firstLoad.filter((r) => r.transferSize === 0).length,
        requests: repeat.firstLoad.length,
      },
    };
  } finally {
    await context.close();
  }
}
