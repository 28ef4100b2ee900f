import type { APIRequestContext, Page } from '@playwright/test';
import { AREAS, ROUTES, type RouteEntry } from 'shared/routes';
import {
  clearReportedViolations,
  directivesOf,
  listenForViolations,
  reportedViolations,
  violationsInPage,
  type Violation,
} from '../support/csp';
import { autoDismissAnnouncements, expect, openArea, signInAs, test } from '../support/fixtures';
import { isGuestRoute, isTrial, workingUrl } from '../support/routeQueries';

// The Content-Security-Policy and the other security headers of the served site, and a walk of every
// route of the route table that fails on any violation, seen in the page or reported to the site server.

test.beforeEach(async ({ page, request, api: _api }) => {
  await autoDismissAnnouncements(page);
  await listenForViolations(page);
  await clearReportedViolations(request);
});

/** Relative manifest URLs mean the site itself; absolute ones name a remote origin. */
async function remoteOrigins(page: Page): Promise<string[]> {
  const manifest = (await (await page.request.get('/m/remotes.json')).json()) as {
    remotes: Record<string, { entry: string; manifest: string }>;
  };
  const origins = Object.values(manifest.remotes).flatMap((r) =>
    [r.entry, r.manifest].filter((u) => /^https?:/.test(u)).map((u) => new URL(u).origin),
  );
  return [...new Set(origins)];
}

test('pages carry a policy that allows scripts only from the site and its remotes, and the other security headers', async ({ page }) => {
  for (const path of ['/m/home', '/m/vip', '/m/login?returnTo=%2Fm%2Fvip']) {
    const res = await page.request.get(path);
    const headers = res.headers();
    const policy = headers['content-security-policy'] ?? '';
    const d = directivesOf(policy);
    expect(d['script-src'], path).toEqual(["'self'", ...(await remoteOrigins(page))]);
    expect(policy, path).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|\*/);
    expect(d['object-src']).toEqual(["'none'"]);
    expect(d['default-src']).toEqual(["'self'"]);
    expect(d['frame-src']).toEqual(expect.arrayContaining(["'self'", 'https://www.youtube.com']));
    expect(d['report-uri']).toEqual(['/__csp/report']);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toMatch(/camera=\(\)/);
  }
  for (const asset of ['/m/remotes.json', '/m/theme.js'])
    expect((await page.request.get(asset)).headers()['x-content-type-options'], asset).toBe('nosniff');
});

test('inline script, inline handlers and string-eval are refused, seen in the page and reported to the server', async ({
  page,
  request,
}) => {
  await openArea(page, '/m/home');
  // Markup as an injection would leave it: an inline script, an inline handler, a timer given a string.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = 1';
    document.body.append(script);
    const img = document.createElement('img');
    img.setAttribute('onerror', 'window.__handlerRan = 1');
    img.src = 'data:,x';
    document.body.append(img);
    (window.setTimeout as unknown as (code: string, ms: number) => number)('window.__stringEvalRan = 1', 0);
  });
  const expected = ['script-src', 'script-src-attr', 'script-src-elem'];
  await expect.poll(async () => [...new Set((await violationsInPage(page)).map((v) => v.directive))].sort()).toEqual(expected);
  const ran = await page.evaluate(() => ['__inlineRan', '__handlerRan', '__stringEvalRan'].filter((flag) => flag in window));
  expect(ran).toEqual([]);
  await expect.poll(async () => [...new Set((await reportedViolations(request)).map((v) => v.directive))].sort()).toEqual(expected);
});

/** Opens each route and collects what it violated, in the page; then what was reported to the server. */
async function walk(page: Page, request: APIRequestContext, routes: readonly RouteEntry[]) {
  const inPage: Violation[] = [];
  for (const route of routes) {
    const url = workingUrl(route);
    await page.goto(url);
    // The area, or its failure panel: a blocked chunk would show as the panel and as a violation.
    await expect(page.locator('[data-remote], [data-testid="remote-error"]').first(), url).toBeVisible({ timeout: 20_000 });
    // Let the screen load its data and images, so whatever they would violate has happened.
    await expect(page.locator('[role="progressbar"]'), `${url} settles`).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(() => Array.from(document.images).every((img) => img.complete || img.loading === 'lazy')), {
        message: `${url} images settle`,
      })
      .toBe(true);
    inPage.push(...(await violationsInPage(page)));
    expect(inPage, `violations seen in the page up to ${url}`).toEqual([]);
    await expect(page.getByTestId('remote-error'), `${url} loads its area`).toHaveCount(0);
  }
  // Reports are sent asynchronously; the ones of the last page are flushed when it is left.
  await page.goto('about:blank');
  await page.waitForTimeout(500);
  expect(await reportedViolations(request), 'violations reported to the server').toEqual([]);
}

test('as a guest: every login-style route and the free trial run without a violation', async ({ page, request }) => {
  test.setTimeout(90_000);
  await walk(
    page,
    request,
    ROUTES.filter((r) => isGuestRoute(r) || isTrial(r)),
  );
});

for (const area of AREAS) {
  test(`as a member: every ${area} route runs without a violation`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await signInAs(page);
    await walk(
      page,
      request,
      ROUTES.filter((r) => r.area === area && !isGuestRoute(r) && !isTrial(r)),
    );
  });
}
