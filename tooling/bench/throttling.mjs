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
