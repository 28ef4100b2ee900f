import type { Engine } from './drivers';

/** What the suite reads from the page after each step. */
export interface PageHealth {
  path: string;
  areaErrors: number;
  /** How far the page is wider than the viewport, in CSS pixels. */
  overflow: number;
  errors: string[];
  /** When overflowing: the outermost elements that reach past the viewport's right edge. */
  widest: string[];
}

export const health = (engine: Engine): Promise<PageHealth> =>
  engine.run<PageHealth>(`
    return {
      path: location.pathname,
      areaErrors: document.querySelectorAll('[data-testid="remote-error"]').length,
      overflow: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - window.innerWidth,
      errors: window.__engineErrors || [],
      widest: [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && !(el.parentElement && el.parentElement.getBoundingClientRect().right > window.innerWidth + 1))
        .slice(0, 5)
        .map((el) => el.tagName.toLowerCase() + (el.getAttribute('data-testid') ? '[' + el.getAttribute('data-testid') + ']' : '') + '.' + String(el.className).split(' ')[0] + ' right=' + Math.round(el.getBoundingClientRect().right)),
    };`);

/** Polls `body` in the page until it answers true. */
export async function waitUntil(engine: Engine, body: string, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await engine.run<boolean>(body).catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${engine.name}: timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The routed area (or its failure panel) is on screen and nothing is loading. */
export const settled = (engine: Engine, what: string): Promise<void> =>
  waitUntil(
    engine,
    `return !!document.querySelector('[data-remote], [data-testid="remote-error"]') && document.querySelectorAll('[role="progressbar"]').length === 0;`,
    `${what} to render`,
  );

/** A navigation inside the page, as a link tap does (the router follows history), without a reload. */
export const navigateInPage = (engine: Engine, url: string): Promise<void> =>
  engine.run(`history.pushState(null, '', ${JSON.stringify(url)}); dispatchEvent(new PopStateEvent('popstate')); return null;`);

/** Closes the announcement popup if it shows: tests of other things must not tap into it. */
export const closeAnnouncement = (engine: Engine): Promise<void> =>
  engine.run(`document.querySelector('[data-testid="announcement-popup-close"]')?.click(); return null;`);

export const exists = (engine: Engine, selector: string): Promise<boolean> =>
  engine.run<boolean>(`return !!document.querySelector(${JSON.stringify(selector)});`);

export const tid = (id: string): string => `[data-testid="${id}"]`;
