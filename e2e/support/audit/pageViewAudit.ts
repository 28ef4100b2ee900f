import type { Page } from '@playwright/test';
import { HOME_PATHS, type RouteEntry } from 'shared/routes';
import { recordBackendReads } from '../backendReads';
import { tid } from '../fixtures';
import { contrastFailures } from './contrast';
import { englishShown } from './englishShown';
import { recordConsoleErrors } from './hydrationErrors';
import { moneyOffFormat } from './moneyFormat';
import { frameMismatches } from './pageFrame';
import { tooWide } from './pageWidth';
import { handedOverAskedAgain, handoverIn } from './serverHandover';
import { settle } from './settle';

/**
 * How long the backend stays unasked, once the page has settled, before its reads are counted. No page view
 * reads later by itself: the contract alert's read on a member's home waits for the announcement popup to be
 * closed, which is the test's doing (autoDismissAnnouncements), not the load's.
 */
const READS_QUIET_MS = 500;

/** Which checks a page view gets beyond those every view gets: each walk turns on those that apply to it. */
export interface PageViewChecks {
  signedIn: boolean;
  /** No English frame or control text (Portuguese walks). */
  english: boolean;
  /** Money figures written as Portuguese writes them, for this family of MONEY_FIGURES (player01 in Portuguese). */
  moneyFamily?: string;
  /** The server's HTML hands its first view over and no read it made is asked again (a guest's view of a page route). */
  handover: boolean;
  /**
   * Text and controls at WCAG AA contrast, in the walk's theme, once per screen the walk reaches: the screens its
   * views ended on so far (`screenOf`; a guest's member-only routes land on login or home).
   */
  contrast: Set<string> | false;
  /** The route's own area and frame (a view that shows the route itself, not the login it sends a guest to). */
  frame: boolean;
}

/**
 * The screen a page view ended on, for checks made once a screen: its address, the six home paths as one, without
 * the address a login returns to.
 */
export function screenOf(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('returnTo');
  return `${HOME_PATHS.includes(url.pathname) ? '/m/home' : url.pathname}${url.search}`;
}

/**
 * One page view of `url`, opened as a new page load, and every check that applies to it; returns the findings
 * as `check: what`, none when the page passes. Every view: nothing wider than the screen, no hydration error,
 * each backend read asked once (recorded from before the navigation until the page has settled).
 */
export async function auditPageView(page: Page, url: string, route: RouteEntry, checks: PageViewChecks): Promise<string[]> {
  const findings: string[] = [];
  const found = (check: string, what: readonly string[]) => findings.push(...what.map((text) => `${check}: ${text}`));
  const reads = recordBackendReads(page);
  const consoleErrors = recordConsoleErrors(page);
  const response = await page.goto(url);
  const html = checks.handover ? ((await response?.text()) ?? '') : '';
  found('settled', await settle(page, route, checks));
  await reads.settled(READS_QUIET_MS);
  reads.stop();
  consoleErrors.stop();

  found('hydration', consoleErrors.hydration());
  found(
    'repeated reads',
    Object.entries(reads.repeated()).map(([read, times]) => `${read} asked ${times} times`),
  );
  if (!reads.reads.length) found('repeated reads', ['no backend read recorded']);
  if (checks.handover) {
    const handover = handoverIn(html);
    if (!handover) found('handover', ['the HTML hands no first view over']);
    else
      found(
        'handover',
        handedOverAskedAgain(handover, reads.urls).map((key) => `asked again although handed over: ${key}`),
      );
  }
  found('width', await tooWide(page));
  if (checks.frame) found('frame', await frameMismatches(page, route));
  const screen = screenOf(page.url());
  if (checks.contrast && !checks.contrast.has(screen)) {
    checks.contrast.add(screen);
    found('contrast', await contrastFailures(page));
  }
  if (checks.english) found('English shown', await englishShown(page));
  if (checks.moneyFamily) found('money', await moneyOffFormat(page, checks.moneyFamily));

  // Home with its download banner closed: the header then carries its download button too (its widest form).
  const bannerClose = page.locator(tid('download-banner-close'));
  if (route.home && (await bannerClose.isVisible())) {
    await bannerClose.click();
    await page.locator(tid('download-banner')).waitFor({ state: 'detached' });
    found('width, banner closed', await tooWide(page));
    if (checks.english) found('English shown, banner closed', await englishShown(page));
  }
  return [...new Set(findings)];
}
