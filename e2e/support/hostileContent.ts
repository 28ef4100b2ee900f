import type { APIRequestContext, Locator, Page } from '@playwright/test';
// Their own entry points, not the shared/testing barrel: it also loads the i18n set-up, whose JSON
// imports Node cannot load here.
import { activeMarkupIn } from 'shared/testing/active-markup';
import { XSS_FLAG, XSS_PAYLOADS } from 'shared/testing/xss-payloads';
import { expect } from './fixtures';

/** The lists of server HTML the dev-api content hook can replace. */
export type ContentKind = 'popups' | 'notices' | 'promotions' | 'help' | 'inbox';

export const PAYLOADS = XSS_PAYLOADS;

/** Serves every payload as one item of `kind` (`Item 1` ... `Item n`, in corpus order). */
export async function serveHostileContent(request: APIRequestContext, kind: ContentKind): Promise<void> {
  const res = await request.post('/wps/__test__/content', { data: { kind, contents: PAYLOADS.map((p) => p.html) } });
  expect(res.ok(), `content hook for ${kind}`).toBeTruthy();
}

/**
 * Goes to `url` inside the single-page app, as the browser's back and forward buttons do (a popstate the
 * router follows), without reloading the page and its areas.
 */
export async function navigateInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, url);
}

/** Waits until every image in `area` has loaded or failed, so an error or load handler would have run. */
export async function settleImages(area: Locator): Promise<void> {
  await expect
    .poll(() => area.evaluate((root) => Array.from(root.querySelectorAll('img')).every((img) => img.complete)), {
      message: 'images settle',
    })
    .toBe(true);
}

/** Records every dialog (alert, confirm, prompt) the page or its frames open, and dismisses it. */
export function recordDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
}

/** Frames where the page-level flag is set (cross-origin frames, which cannot reach it, are skipped). */
async function framesWithFlag(page: Page): Promise<string[]> {
  const flagged: string[] = [];
  for (const frame of page.frames()) {
    const set = await frame
      .evaluate((flag) => (window as unknown as Record<string, unknown>)[flag] !== undefined, XSS_FLAG)
      .catch(() => false);
    if (set) flagged.push(frame.url());
  }
  return flagged;
}

export interface Execution {
  /** Active elements, handler attributes, script or data URLs left in the rendered markup. */
  activeMarkup: string[];
  /** Frames whose page-level flag a payload set. */
  flaggedFrames: string[];
  dialogs: string[];
}

/** Every sign that hostile HTML in `area` is active or has run. */
export async function signsOfExecution(page: Page, area: Locator, dialogs: readonly string[]): Promise<Execution> {
  return { activeMarkup: await area.evaluate(activeMarkupIn), flaggedFrames: await framesWithFlag(page), dialogs: [...dialogs] };
}

/** Rendered hostile HTML is inert. `what` names the payload or surface in failure messages. */
export async function expectInert(page: Page, area: Locator, dialogs: readonly string[], what: string): Promise<void> {
  expect(await signsOfExecution(page, area, dialogs), what).toEqual({ activeMarkup: [], flaggedFrames: [], dialogs: [] });
}
