import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, openArea, openAreaSignedIn, signInAs, test, tid } from '../support/fixtures';
import { layoutShifts, recordLayoutShifts } from '../support/layoutShifts';

// The promotions area: /m/activity, /m/activityDetail, /m/vip, /m/rewardCenter, /m/inviteFriends and the
// announcement popup and download-promo strip it lends to home (issue 5).

const MB = 1024 * 1024;
/** A file the apply form can be given: the bytes only need the right size and name. */
const png = (name: string, bytes: number) => ({ name, mimeType: 'image/png', buffer: Buffer.alloc(bytes, 1) });
const popup = tid('announcement-popup');
/** Home's widgets wait for the first screen and an idle browser (up to 4 s), then load their area. */
const WIDGETS_SETTLE_MS = 20_000;
const popupIds = (page: Page) =>
  page
    .locator(`${popup} ${tid('announcement-popup-item')}`)
    .evaluateAll((items) => items.map((i) => Number(i.getAttribute('data-id'))).sort((a, b) => a - b));

/** Start the page logged in as an agent (the fixtures' signInAs logs in as a member). */
async function signInAsAgent(page: Page) {
  const payload = Buffer.from(JSON.stringify({ ...ACCOUNTS.agent, captcha: '', type: 'username', loginAs: 'agent' })).toString('base64');
  const res = await page.request.post('/wps/session/login', { data: { data: payload }, headers: { Encryption: 'BASE64-JSON-V1' } });
  const body = (await res.json()) as { success: boolean; value: Record<string, unknown> };
  expect(body.success, 'agent login call').toBe(true);
  await page.addInitScript((s) => localStorage.setItem('m.session', JSON.stringify(s)), { ...body.value, merchantCode: 'mcasino' });
}

test.describe('promotions list', () => {
  test("is titled 'Ongoing Promotions' with cards showing the sequence-2 image", async ({ page, api: _api }) => {
    expect(await openArea(page, '/m/activity')).toBe('promotions');
    await expect(page.getByRole('heading', { level: 2, name: 'Ongoing Promotions' })).toBeVisible();
    const cards = page.locator(tid('promotion-card'));
    await expect(cards.first()).toBeVisible();
    // Seeded kinds B, PL, PU and PR: fourteen promotions, one of them ended (not listed as ongoing).
    await expect(cards).toHaveCount(13);
    await expect(page.locator(`${tid('promotion-card')}[data-promotion-id="112"]`)).toHaveCount(0);
    await expect(cards.first().locator('img')).toHaveAttribute('src', /promo\/101-2\.svg$/);
    await expect(cards.first()).toContainText('2026/01/01');
  });

  test('shows the server failure with a retry that loads the cards', async ({ page, api }) => {
    // Twice: the server's read for the first view, then the browser's own when it takes the page over.
    await api.fault('/wps/announcements', 'error', 2);
    await openArea(page, '/m/activity');
    const retry = page.locator('[data-remote="promotions"]').getByRole('button', { name: 'Retry' });
    await expect(retry).toBeVisible();
    await retry.click();
    await expect(page.locator(tid('promotion-card'))).toHaveCount(13);
  });

  test('list → detail → apply: an oversized image is refused, a valid one is sent', async ({ page, api: _api }) => {
    await openAreaSignedIn(page, '/m/activity');
    await page.locator(`${tid('promotion-card')}[data-promotion-id="102"]`).click();
    await expect(page).toHaveURL(/\/m\/activityDetail\?id=102$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Daily Reload 10%' })).toBeVisible();
    await expect(page.getByTestId('promotion-dates')).toHaveText('2026/01/02 – 2027/12/31');

    const form = page.getByTestId('apply-form');
    await form.locator('textarea[name="comment"]').fill('Deposit made on Monday');
    const images = form.locator('input[name="images"]');
    await images.setInputFiles([png('too-big.png', 5 * MB + 1)]);
    await expect(form.getByTestId('upload-rejections')).toContainText('“too-big.png” was not added: each image must be 5 MB or smaller.');
    await expect(form.getByTestId('chosen-image')).toHaveCount(0);

    await images.setInputFiles([png('receipt.png', 20 * 1024)]);
    await expect(form.getByTestId('chosen-image')).toHaveCount(1);
    await expect(form.locator('textarea[name="comment"]')).toHaveValue('Deposit made on Monday');

    await form.getByRole('button', { name: 'Apply now' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Application sent' })).toBeVisible();
    // Applied (docs/product-rules.md §4, 4.17): the earlier refusal, the form and its button are gone, also on a later visit.
    await expect(page.getByTestId('apply-sent')).toBeVisible();
    await expect(page.getByTestId('promotion-status')).toHaveText('In process');
    await expect(page.getByTestId('upload-rejections')).toHaveCount(0);
    await expect(page.getByTestId('apply-form')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('promotion-status')).toHaveText('In process');
    await expect(page.getByTestId('apply-unavailable')).toBeVisible();
    await expect(page.getByTestId('apply-form')).toHaveCount(0);
  });

  test('offers the apply form only where the status allows it', async ({ page, api: _api }) => {
    await signInAs(page);
    // 101 joined, 104 issued, 106 claimed, 107 rejected, 112 ended.
    for (const id of [101, 104, 106, 107, 112]) {
      await openArea(page, `/m/activityDetail?id=${id}`);
      await expect(page.getByTestId('apply-unavailable')).toBeVisible();
      await expect(page.getByTestId('apply-form')).toHaveCount(0);
    }
  });
});

test('the apply form keeps what was typed and chosen across a language switch', async ({ page, api: _api }) => {
  await openAreaSignedIn(page, '/m/activityDetail?id=102');
  const form = page.getByTestId('apply-form');
  await form.locator('textarea[name="comment"]').fill('Keep this text');
  await form.locator('input[name="images"]').setInputFiles([png('receipt.png', 10 * 1024)]);
  await expect(form.getByTestId('chosen-image')).toHaveCount(1);

  await page.getByTestId('side-menu-button').click();
  await page.getByTestId('language-pt').click();
  await page.keyboard.press('Escape');
  await expect(form.getByRole('button', { name: 'Participar agora' })).toBeVisible();
  await expect(form.locator('textarea[name="comment"]')).toHaveValue('Keep this text');
  await expect(form.getByTestId('chosen-image')).toHaveCount(1);
});

test('VIP shows the 15 numbered perks', async ({ page, api: _api }) => {
  expect(await openArea(page, '/m/vip')).toBe('promotions');
  await expect(page.getByRole('heading', { level: 2, name: 'Exclusive VIP Perks' })).toBeVisible();
  const perks = page.locator(tid('perk'));
  await expect(perks).toHaveCount(15);
  expect(await perks.evaluateAll((all) => all.map((p) => p.getAttribute('data-perk')))).toEqual(
    Array.from({ length: 15 }, (_, i) => String(i + 1)),
  );
});

test.describe('reward centre gating', () => {
  test("guests are told 'contact_service'", async ({ page, api: _api }) => {
    await openArea(page, '/m/rewardCenter');
    await expect(page.getByTestId('reward-denied')).toContainText('Please contact customer service');
    await expect(page.getByRole('status').filter({ hasText: 'Please contact customer service' })).toBeVisible();
    await expect(page.getByTestId('reward')).toHaveCount(0);
  });

  test('members see their rewards while REWCEN3 is on, and contact_service when it is off', async ({ page, api }) => {
    await openAreaSignedIn(page, '/m/rewardCenter');
    await expect(page.getByTestId('reward').first()).toBeVisible();

    await api.flags({ REWCEN3: false });
    await openArea(page, '/m/rewardCenter');
    await expect(page.getByTestId('reward-denied')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Please contact customer service' })).toBeVisible();
    await expect(page.getByTestId('reward')).toHaveCount(0);
  });
});

test.describe('invite friends routing', () => {
  test('guests go to login', async ({ page, api: _api }) => {
    await page.goto('/m/inviteFriends');
    await expect(page).toHaveURL(/\/m\/login\?returnTo=%2Fm%2FinviteFriends$/);
  });

  test('agents go to agent registration', async ({ page, api: _api }) => {
    await signInAsAgent(page);
    await page.goto('/m/inviteFriends');
    await expect(page).toHaveURL(/\/m\/agentRegister$/);
  });

  test('members see their invite link while referral is on', async ({ page, api: _api }) => {
    await openAreaSignedIn(page, '/m/inviteFriends');
    await expect(page.getByTestId('invite-code')).toHaveText('player01');
  });
});

test.describe('announcement popup on home', () => {
  // As most players see it: the popup comes and goes with its animations.
  test.use({ reducedMotion: 'no-preference' });
  test('a guest sees the type B popup once, and not again after closing it', async ({ page, api: _api }) => {
    test.slow(); // two full loads of home with every area it composes
    await openArea(page, '/m/home');
    await expect(page.locator(popup)).toBeVisible({ timeout: WIDGETS_SETTLE_MS });
    await expect(page.locator(popup)).toHaveAttribute('data-popup-type', 'B');
    expect(await popupIds(page)).toEqual([4, 5]);
    await page.getByTestId('announcement-popup-close').click();
    await expect(page.locator(popup)).toHaveCount(0);

    await page.reload();
    await page.locator('[data-remote]').first().waitFor();
    // Home's widgets mount when the page has gone idle, the popup fetches its list, and it is evaluated
    // 500 ms after the list arrives: wait for all of that, then well over the 500 ms.
    await page.waitForFunction(() => performance.getEntriesByName('m:preload-start').length > 0, null, { timeout: WIDGETS_SETTLE_MS });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2000);
    await expect(page.locator(popup)).toHaveCount(0);
  });

  test('the popup keeps its place as it turns to its next item (no layout shift without input)', async ({ page, api: _api }) => {
    // At this width the two guest items differ in height, so a popup that followed its item's height would move.
    await page.setViewportSize({ width: 320, height: 640 });
    await recordLayoutShifts(page);
    await openArea(page, '/m/home');
    await expect(page.locator(popup)).toBeVisible({ timeout: WIDGETS_SETTLE_MS });
    expect(await popupIds(page)).toEqual([4, 5]);
    const heights = await page
      .locator(`${popup} ${tid('announcement-popup-item')}`)
      .evaluateAll((items) => items.map((i) => Math.round(i.getBoundingClientRect().height)));
    expect(new Set(heights).size, 'items of different heights').toBe(2);
    const first = page.locator(`${popup} .swiper-slide-active ${tid('announcement-popup-item')}`);
    await expect(first).toHaveAttribute('data-id', '4');
    // Autoplay turns every 5000 ms: wait for the turn, then check nothing of the popup moved.
    await expect(first).toHaveAttribute('data-id', '5', { timeout: 8_000 });
    await page.waitForTimeout(500);
    const popupShifts = (await layoutShifts(page)).filter((shift) =>
      shift.sources.some((source) => /\[announcement-popup[\]-]/.test(source)),
    );
    expect(popupShifts).toEqual([]);
  });

  test('a member on their first login sees the A and F announcements', async ({ page, api: _api }) => {
    const session = await signInAs(page);
    expect(session.firstTimeLogin).toBe(true);
    await openArea(page, '/m/home');
    await expect(page.locator(popup)).toHaveAttribute('data-popup-type', 'A', { timeout: WIDGETS_SETTLE_MS });
    expect(await popupIds(page)).toEqual([1, 2, 3, 6]);
  });

  test('go-to opens the reward centre for a member, and login coming back to it for a guest', async ({ page, api: _api }) => {
    await openArea(page, '/m/home');
    await page.getByTestId('announcement-popup-go').click();
    await expect(page).toHaveURL(/\/m\/login\?returnTo=%2Fm%2FrewardCenter$/);
    await openAreaSignedIn(page, '/m/home');
    await page.getByTestId('announcement-popup-go').click({ timeout: WIDGETS_SETTLE_MS });
    await expect(page).toHaveURL(/\/m\/rewardCenter$/);
  });
});

test('the download-promo strip on home links to the promotions', async ({ page, api: _api }) => {
  await openArea(page, '/m/home');
  await page.getByTestId('announcement-popup-close').click();
  await expect(page.locator(popup)).toHaveCount(0);
  await expect(page.getByTestId('strip-download')).toBeVisible();
  await page.getByTestId('strip-promotions').click();
  await expect(page).toHaveURL(/\/m\/activity$/);
  await expect(page.locator(tid('promotion-card')).first()).toBeVisible();
});
