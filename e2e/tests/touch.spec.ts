import type { CDPSession, Page } from '@playwright/test';
import { autoDismissAnnouncements, expect, openArea, test, tid } from '../support/fixtures';

// Press feedback with the touch timings of docs/product-rules.md §9, in Pixel 7 touch emulation: a tile shows its
// pressed state 130 ms after the finger lands, and never while the finger scrolls the page.

test.beforeEach(({ page }) => autoDismissAnnouncements(page));

/** Records, in the page, when the finger landed and when anything took the pressed state. */
async function watchPresses(page: Page) {
  await page.evaluate(() => {
    const log = { touchedAt: 0, pressed: [] as { at: number; testid: string | null }[] };
    (window as unknown as { pressLog: typeof log }).pressLog = log;
    document.addEventListener('touchstart', () => (log.touchedAt = performance.now()), { capture: true, passive: true });
    new MutationObserver((records) => {
      for (const record of records) {
        const element = record.target as Element;
        if (element.hasAttribute('data-pressed'))
          log.pressed.push({ at: performance.now(), testid: element.closest('[data-testid]')?.getAttribute('data-testid') ?? null });
      }
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-pressed'] });
  });
}
const pressLog = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { pressLog: { touchedAt: number; pressed: { at: number; testid: string | null }[] } }).pressLog,
  );

const touch = (cdp: CDPSession, type: 'touchStart' | 'touchMove' | 'touchEnd' | 'touchCancel', x = 0, y = 0) =>
  cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' || type === 'touchCancel' ? [] : [{ x, y }] });

async function firstTileCentre(page: Page) {
  const tile = page.locator(tid('game-tile')).nth(0);
  await tile.scrollIntoViewIfNeeded();
  const box = (await tile.boundingBox())!;
  return { tile, x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test('a game tile shows its pressed state only after the press delay, and not while the finger scrolls', async ({ page, api: _api }) => {
  await openArea(page, '/m/hot');
  await expect(page.locator(tid('game-tile')).first()).toBeVisible();
  await watchPresses(page);
  const cdp = await page.context().newCDPSession(page);

  // A held finger: pressed after 130 ms (not at once).
  const { tile, x, y } = await firstTileCentre(page);
  await touch(cdp, 'touchStart', x, y);
  await expect(tile.locator('[data-pressed]')).toHaveCount(1);
  const held = await pressLog(page);
  expect(held.pressed[0]?.testid).toBe('game-tile');
  expect(held.pressed[0]!.at - held.touchedAt).toBeGreaterThanOrEqual(130 - 5);
  await touch(cdp, 'touchCancel');
  await expect(tile.locator('[data-pressed]')).toHaveCount(0);

  // A scroll starting on a tile: the finger moves beyond 20 px at once, and no pressed state ever shows.
  await page.evaluate(() => (window as unknown as { pressLog: { pressed: unknown[] } }).pressLog.pressed.splice(0));
  const before = await page.evaluate(() => window.scrollY);
  // The finger lands and is 30 px away in the same burst of events, as a real swipe's first frames (awaited one by
  // one, a busy machine could space them past the press delay).
  await Promise.all([touch(cdp, 'touchStart', x, y), touch(cdp, 'touchMove', x, y - 30)]);
  for (let step = 3; step <= 6; step++) await touch(cdp, 'touchMove', x, y - step * 15);
  await page.waitForTimeout(400);
  await touch(cdp, 'touchEnd');
  await page.waitForTimeout(200);
  expect((await pressLog(page)).pressed).toEqual([]);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
  await expect(page).toHaveURL(/\/m\/hot$/);
});
