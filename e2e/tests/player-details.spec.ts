import type { Page } from '@playwright/test';
import { autoDismissAnnouncements, expect, openArea, openAreaSignedIn, test, tid } from '../support/fixtures';

// The smaller things a player tripped over (issue 34, item 8): docs/product-rules.md §2, 2.59 to 2.62 and §9, 9.17.

/** A money figure as the site writes it in English, as a number (its minus sign is U+2212). */
const amountOf = (text: string) => Number(text.replace('−', '-').replace(/[₱,]/g, ''));

test('the deposit’s success toast shows below the page title, never over it', async ({ page, api: _api }) => {
  await openAreaSignedIn(page, '/m/voucherCenter');
  await page.click(tid('deposit-channel-GCASH'));
  await page.getByTestId('deposit-preset').filter({ hasText: '₱500.00' }).click();
  await page.click(tid('deposit-submit'));
  const toast = page.getByRole('status').filter({ hasText: 'Deposit order created' });
  await expect(toast).toBeVisible();
  const title = (await page.getByTestId('nav-bar').boundingBox())!;
  const shown = (await toast.boundingBox())!;
  expect(shown.y).toBeGreaterThanOrEqual(title.y + title.height);
});

test('game history: net is won minus bet, a pending bet awaits its result, one minus sign, vendors by name', async ({
  page,
  api: _api,
}) => {
  await openAreaSignedIn(page, '/m/gameRecord');
  const summary = page.getByTestId('record-summary');
  await expect(summary).toBeVisible();
  const bet = amountOf(await page.getByTestId('summary-bet').innerText());
  const won = amountOf(await page.getByTestId('summary-won').innerText());
  const net = amountOf(await page.getByTestId('summary-net').innerText());
  expect(net).toBeCloseTo(won - bet, 2);
  await expect(page.getByTestId('summary-pending')).toHaveText(/^₱\d/);

  const rows = page.getByTestId('game-record-row');
  await expect(rows.first()).toBeVisible();
  // player01's newest bet is still pending.
  const pending = page.locator('[data-testid="game-record-row"][data-status="unsettled"]').first();
  await expect(pending.getByTestId('record-net')).toHaveText('Awaiting result');
  const text = await page.locator('[data-remote="account"]').innerText();
  expect(text).not.toMatch(/-₱/);
  expect(text).not.toMatch(/\b[A-Z0-9]+_[A-Z0-9_]+\b/);
  await expect(
    rows.filter({ hasText: /PG Soft|JILI Games|Pragmatic Play|JDB Gaming|CQ9 Gaming|TCG SEA Lottery|TCG Lotto VN/ }).first(),
  ).toBeVisible();
});

test('the side menu names vendors, never their codes', async ({ page, api: _api }) => {
  await openArea(page, '/m/home');
  autoDismissAnnouncements(page);
  await page.click(tid('side-menu-button'));
  const menu = page.locator(tid('side-menu'));
  await expect(menu.locator('[data-testid="menu-vendor"][data-vendor="TCG_LOTTO_VN"]').first()).toHaveText('TCG Lotto VN');
  await expect(menu.locator('[data-testid="menu-vendor"][data-vendor="TCG_SEA"]').first()).toHaveText('TCG SEA Lottery');
  const names = await menu.getByTestId('menu-vendor').allInnerTexts();
  expect(names.length).toBeGreaterThan(10);
  expect(names.filter((name) => name.includes('_'))).toEqual([]);
});

test('choosing a provider opens its games at their top, “All providers” in view', async ({ page, api: _api }) => {
  await openArea(page, '/m/providers');
  const tiles = page.getByTestId('vendor-tile');
  await expect(tiles.last()).toBeVisible();
  await tiles.last().scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await tiles.last().click();
  await expect(page).toHaveURL(/\/m\/providers\?vassalage=/);
  const back = page.getByRole('button', { name: /All providers/ });
  await expect(back).toBeVisible();
  const header = (await page.getByTestId('nav-bar').boundingBox())!;
  const box = (await back.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('a guest sees no player’s status on promotions: only coming soon and closed', async ({ page, api: _api }) => {
  autoDismissAnnouncements(page);
  await openArea(page, '/m/activity');
  await expect(page.getByTestId('promotion-card').first()).toBeVisible();
  const statuses = await page.getByTestId('promotion-status').evaluateAll((els) => els.map((el) => el.getAttribute('data-status')));
  expect(statuses.length).toBeGreaterThan(0);
  expect(statuses.filter((status) => status !== 'coming_soon' && status !== 'closed')).toEqual([]);
  await expect(page.locator('[data-remote="promotions"]')).not.toContainText(/Joined|Claimed|Rejected|Issued|In process/);
});

/** The characters of an element's text after which its lines break. */
async function lineBreaksIn(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluate((element) => {
    const chars: { char: string; top: number }[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        chars.push({ char: text[i] ?? '', top: Math.round(range.getBoundingClientRect().top) });
      }
    }
    return chars.flatMap((c, i) => (i > 0 && c.top > (chars[i - 1]?.top ?? 0) ? [chars[i - 1]?.char ?? ''] : []));
  });
}

test('the invite link wraps between its parts, never inside a word', async ({ page, api: _api }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  autoDismissAnnouncements(page);
  await openAreaSignedIn(page, '/m/inviteFriends');
  await expect(page.getByTestId('invite-link')).toBeVisible();
  const breaks = await lineBreaksIn(page, tid('invite-link'));
  expect(breaks.length).toBeGreaterThan(0);
  expect(breaks.filter((char) => !['/', '?', '&', '='].includes(char))).toEqual([]);
});
