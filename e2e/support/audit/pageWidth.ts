import type { Page } from '@playwright/test';

/**
 * What is wider than the phone's screen (issue: the signed-in header made home 444 px wide on a 390 px screen):
 * the page itself, any part of the header or nav bar off screen, and any header label that wraps onto a second
 * line or is cut. Empty when nothing is.
 */
export async function tooWide(page: Page): Promise<string[]> {
  const screenWidth = page.viewportSize()!.width;
  const { width, offenders } = await page.evaluate((screen) => {
    const name = (el: Element) => el.getAttribute('data-testid') ?? el.tagName.toLowerCase();
    const frameParts = [...document.querySelectorAll('[data-testid="app-header"] *, [data-testid="nav-bar"] *')];
    const offScreen = frameParts
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && (box.right > screen + 0.5 || box.left < -0.5);
      })
      .map((el) => `${name(el)} off screen`);
    const headerLabels = document.querySelectorAll(
      '[data-testid="app-header"] a, [data-testid="app-header"] button, [data-testid="app-header"] span',
    );
    const squeezed = [...headerLabels]
      .filter((el) => {
        const texts = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
        return texts.some((text) => {
          const range = document.createRange();
          range.selectNodeContents(text);
          return range.getClientRects().length > 1 || el.scrollWidth > el.clientWidth + 1;
        });
      })
      .map((el) => `${name(el)} wraps or is cut`);
    return { width: document.documentElement.scrollWidth, offenders: [...offScreen, ...squeezed] };
  }, screenWidth);
  if (width <= screenWidth && !offenders.length) return [];
  return [`the page is ${width} px wide on a ${screenWidth} px screen${offenders.length ? `: ${offenders.join(', ')}` : ''}`];
}
