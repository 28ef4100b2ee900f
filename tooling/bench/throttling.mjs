// Lighthouse's mobile "slow 4G" settings, applied through the DevTools protocol.
export const SLOW_4G = {
  latencyMs: 562.5,
  downloadBytesPerSecond: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadBytesPerSecond: (750 * 1024 * 0.9) / 8,
  cpuSlowdown: 4,
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
};

/**
 * A new page of `context`, throttled as `throttle` says through the DevTools protocol.
 * @param {import('@playwright/test').BrowserContext} context
 * @param {typeof SLOW_4G} [throttle]
 */
export async function openThrottledPageIn(context, throttle = SLOW_4G) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: throttle.latencyMs,
    downloadThroughput: throttle.downloadBytesPerSecond,
    uploadThroughput: throttle.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle.cpuSlowdown });
  return { page, cdp };
}

/**
 * A fresh browser context (cold cache) with one page, throttled as `throttle` says through the DevTools
 * protocol, with `initScript` run in every page of the context before any of its own scripts.
 * @param {import('@playwright/test').Browser} browser
 * @param {typeof SLOW_4G} [throttle]
 * @param {() => void} [initScript]
 */
export async function openThrottledPage(browser, throttle = SLOW_4G, initScript = undefined) {
  const context = await browser.newContext({
    viewport: throttle.viewport,
    deviceScaleFactor: throttle.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  if (initScript) await context.addInitScript(initScript);
  return { context, ...(await openThrottledPageIn(context, throttle)) };
}

/**
 * Throttles the service workers running in `browser` as `throttle` says, and counts the bytes they fetch from
 * the network. A worker's own fetches (the release manifest and config it asks the network for first) are not
 * the page's, so the page's throttling does not reach them: a DevTools session is attached to each worker
 * (through the browser's session, which reaches targets Playwright gives no session of its own).
 * The navigation preload the worker takes the page from is the page's own request, counted by the page.
 * @param {import('@playwright/test').Browser} browser
 * @param {typeof SLOW_4G} [throttle]
 */
export async function throttleServiceWorkers(browser, throttle = SLOW_4G) {
  const session = await browser.newBrowserCDPSession();
  /** @type {Map<string, string>} */
  const urls = new Map();
  /** @type {{ url: string, bytes: number }[]} */
  const fetched = [];
  session.on('Target.receivedMessageFromTarget', ({ sessionId, message }) => {
    const { method, params } = JSON.parse(message);
    const id = `${sessionId}:${params?.requestId}`;
    if (method === 'Network.requestWillBeSent') urls.set(id, params.request.url);
    if (method === 'Network.loadingFinished' && !String(params.requestId).startsWith('preload'))
      fetched.push({ url: urls.get(id) ?? '', bytes: params.encodedDataLength });
  });
  const { targetInfos } = await session.send('Target.getTargets');
  let id = 0;
  for (const { targetId } of targetInfos.filter((target) => target.type === 'service_worker')) {
    const { sessionId } = await session.send('Target.attachToTarget', { targetId, flatten: false });
    const send = (method, params) =>
      session.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: ++id, method, params }) });
    await send('Network.enable', {});
    await send('Network.emulateNetworkConditions', {
      offline: false,
      latency: throttle.latencyMs,
      downloadThroughput: throttle.downloadBytesPerSecond,
      uploadThroughput: throttle.uploadBytesPerSecond,
    });
  }
  return {
    /** What the workers fetched from the network since they were throttled. */
    fetched: () => [...fetched],
    close: () => session.detach().catch(() => undefined),
  };
}
