import type { Page } from '@playwright/test';
import { frameOf, type RouteEntry } from 'shared/routes';
import { tid } from '../fixtures';

/**
 * The route's own area and its frame (docs/product-rules.md §2): the header, the title bar, its back arrow, the
 * footer with its home tab current on home only, and the download banner on home (closed, it stays so for that page
 * view only).
 * Read once the page has settled; returns what differs, none when the frame is the route's.
 */
export async function frameMismatches(page: Page, route: RouteEntry): Promise<string[]> {
  const found: string[] = [];
  const area = await page.locator('[data-remote]').first().getAttribute('data-remote');
  if (area !== route.area) found.push(`the ${area} area instead of ${route.area}`);
  const frame = frameOf(route);
  const parts: Record<string, boolean> = {
    'app-header': frame.appHeader,
    'nav-bar': frame.navBar,
    'nav-back': frame.backArrow,
    'app-footer': frame.footer,
    'download-banner': frame.downloadBanner,
  };
  for (const [part, wanted] of Object.entries(parts)) {
    const shown = await page.locator(tid(part)).count();
    if (shown !== (wanted ? 1 : 0)) found.push(`${part} shown ${shown} times, wanted ${wanted ? 'once' : 'never'}`);
  }
  if (frame.footer) {
    const homeTabCurrent = (await page.locator(tid('footer-tab-home')).getAttribute('aria-current')) === 'page';
    if (homeTabCurrent !== !!route.home) found.push(`the footer's home tab ${homeTabCurrent ? 'is' : 'is not'} the current one`);
  }
  return found;
}
