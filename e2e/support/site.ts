import { errors, test as base, type Page } from '@playwright/test';
import { workerTreeCpuMs } from './workerCpu';

/**
 * Each Playwright worker has a composed site of its own: a site server and a dev-api with its own data folder,
 * so a test that resets, faults or flags dev-api never meets a test of another worker.
 */
export const SITE_PORT_BASE = Number(process.env.E2E_PORT ?? 8180);
const PORTS_PER_SITE = 10;

/**
 * The ports of worker slot `parallelIndex`: its site server, its dev-api, the same site with server rendering
 * off (`SSR=0`, over the same dev-api), two spares for release test sites (server-rendered, and not), a release
 * service over a release test site's tree, and a squad's dev loop (a site with dev areas on, and an area's dev
 * server in front of it).
 */
export function sitePorts(parallelIndex: number) {
  const site = SITE_PORT_BASE + PORTS_PER_SITE * parallelIndex;
  return {
    site,
    api: site + 1,
    devAreasSite: site + 3,
    areaDevServer: site + 4,
    clientRendered: site + 5,
    releaseService: site + 6,
    releaseSite: site + 7,
    clientRenderedReleaseSite: site + 8,
  };
}

export const siteURL = (parallelIndex: number) => `http://localhost:${sitePorts(parallelIndex).site}`;
export const clientRenderedSiteURL = (parallelIndex: number) => `http://localhost:${sitePorts(parallelIndex).clientRendered}`;

/** How long a page may take to be taken over before a test acts on it anyway (the test then says so). */
const TAKE_OVER_MS = 20_000;

/**
 * Makes `page.goto` resolve once a server-rendered page has been taken over by the browser (it shows before it
 * answers: a player's taps before then would find nothing listening). For pages a test opens itself. A page
 * not taken over in time is noted on the test (`not taken over`), which the run's summary lists.
 */
export function actOnceTakenOver(page: Page): Page {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page
      .waitForFunction(
        () => document.documentElement.dataset.interactive === 'true' || !document.getElementById('m-first-view'),
        undefined,
        { timeout: TAKE_OVER_MS },
      )
      .catch((error: unknown) => {
        if (error instanceof errors.TimeoutError)
          base.info().annotations.push({ type: 'not taken over', description: `${url} after ${TAKE_OVER_MS} ms` });
      });
    return response;
  };
  return page;
}

/** This worker's CPU time at the end of its last test: each test is charged what the worker used since (its hooks too). */
let cpuAtLastTest = workerTreeCpuMs();

/**
 * Playwright's test with `baseURL` (so `page.goto('/m/')` and `request`) pointing at the worker's own site,
 * as `npm start` serves it (the first view rendered on the server), unless a file asks for
 * `rendering: 'browser'` (the same site with server rendering off, `SSR=0`).
 */
export const test = base.extend<{ rendering: 'server' | 'browser'; cpuUsed: void }>({
  rendering: ['server', { option: true }],
  // The CPU time the worker's processes (its browser's among them) used for each test, which the summary adds up by file.
  cpuUsed: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
    async ({}, use, testInfo) => {
      await use();
      const now = workerTreeCpuMs();
      if (now !== undefined && cpuAtLastTest !== undefined)
        testInfo.annotations.push({ type: 'cpu', description: String(now - cpuAtLastTest) });
      cpuAtLastTest = now;
    },
    { auto: true },
  ],
  // A server-rendered page shows before it answers: a test acts once the browser has taken it over, as a
  // player's taps before then would find nothing listening (see docs/server-rendering.md).
  page: async ({ page, javaScriptEnabled }, use) => {
    // With scripts off nothing takes a page over (and nothing can wait for it in the page).
    if (javaScriptEnabled) actOnceTakenOver(page);
    await use(page);
  },
  baseURL: async ({ rendering }, use, testInfo) =>
    use(rendering === 'browser' ? clientRenderedSiteURL(testInfo.parallelIndex) : siteURL(testInfo.parallelIndex)),
});
