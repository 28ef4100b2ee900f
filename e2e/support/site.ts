import { test as base } from '@playwright/test';

/**
 * Each Playwright worker has a composed site of its own: a site server and a dev-api with its own data folder,
 * so a test that resets, faults or flags dev-api never meets a test of another worker.
 */
export const SITE_PORT_BASE = Number(process.env.E2E_PORT ?? 8180);
const PORTS_PER_SITE = 10;

/** The ports of worker slot `parallelIndex`: its site server, its dev-api and a spare for a release test site. */
export function sitePorts(parallelIndex: number) {
  const site = SITE_PORT_BASE + PORTS_PER_SITE * parallelIndex;
  return { site, api: site + 1, releaseSite: site + 7 };
}

export const siteURL = (parallelIndex: number) => `http://localhost:${sitePorts(parallelIndex).site}`;

/** Playwright's test with `baseURL` (so `page.goto('/m/')` and `request`) pointing at the worker's own site. */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright's fixture signature: this fixture needs no other
  baseURL: async ({}, use, testInfo) => use(siteURL(testInfo.parallelIndex)),
});
