import type { Locator, Page } from '@playwright/test';
import { expect, signInAs, test, tid } from '../support/fixtures';
import {
  expectInert,
  navigateInApp,
  PAYLOADS,
  recordDialogs,
  serveHostileContent,
  settleImages,
  signsOfExecution,
} from '../support/hostileContent';

// Every surface that renders server HTML gets the whole hostile corpus of shared/testing, one payload per
// item (titled `Item n` in corpus order), and must leave it inert: no code runs (page flag, dialogs) and
// nothing active is left in the rendered markup.

test.describe.configure({ timeout: 120_000 });

const titled = (n: number) => `Item ${n}`;

/** Checks rendered HTML once anything it could trigger (image errors, focus, toggles) has had its chance. */
async function expectSettledInert(page: Page, area: Locator, dialogs: string[], what: string) {
  await expect(area).toBeAttached();
  await settleImages(area);
  await expectInert(page, area, dialogs, what);
}

/** Opens every `Item n` of a list by its row button and checks the HTML it shows; then the whole area. */
async function openEachItem(page: Page, dialogs: string[], listItem: string, contentId: string) {
  const items = page.locator(tid(listItem));
  await expect(items).toHaveCount(PAYLOADS.length);
  for (const [index, payload] of PAYLOADS.entries()) {
    const item = items.filter({ has: page.getByText(titled(index + 1), { exact: true }) });
    await item.locator('button').first().click();
    await expectSettledInert(page, item.locator(tid(contentId)), dialogs, `${listItem} "${payload.name}"`);
  }
  await page.waitForLoadState('networkidle');
  await expectInert(page, page.locator('[data-remote]'), dialogs, `${listItem} list after every item`);
}

test.describe('the checks themselves', () => {
  // The site's Content-Security-Policy would stop most of the raw corpus on its own; this control proves the
  // checks see code run when neither the sanitiser nor the policy is in the way.
  test.use({ bypassCSP: true });

  test('catch the corpus when it is not sanitised', async ({ page, api }) => {
    void api;
    const dialogs = recordDialogs(page);
    await page.goto('/m/notice');
    const area = page.locator('[data-remote]');
    await expect(area).toBeAttached();
    await area.evaluate(
      (root, html) => {
        const raw = document.createElement('div');
        raw.innerHTML = html;
        root.append(raw);
      },
      PAYLOADS.map((p) => p.html).join(''),
    );
    await settleImages(area);
    await expect.poll(async () => (await signsOfExecution(page, area, dialogs)).dialogs.length).toBeGreaterThan(0);
    const signs = await signsOfExecution(page, area, dialogs);
    expect(signs.activeMarkup.length).toBeGreaterThan(10);
    expect(signs.flaggedFrames).toContain(page.url());
  });
});

test('announcement popup on home', async ({ page, request, api }) => {
  void api;
  await serveHostileContent(request, 'popups');
  const dialogs = recordDialogs(page);
  await signInAs(page);
  await page.goto('/m/home');
  const popup = page.locator(tid('announcement-popup'));
  await expect(popup).toBeVisible({ timeout: 20_000 });
  await expect(popup.locator(tid('announcement-popup-item'))).toHaveCount(PAYLOADS.length);
  await page.waitForLoadState('networkidle');
  await expectSettledInert(page, popup, dialogs, 'announcement popup');
});

test('notice list and detail', async ({ page, request, api }) => {
  void api;
  await serveHostileContent(request, 'notices');
  const dialogs = recordDialogs(page);
  await page.goto('/m/notice');
  await openEachItem(page, dialogs, 'notice-item', 'notice-item-content');
});

test('inbox messages', async ({ page, request, api }) => {
  void api;
  await serveHostileContent(request, 'inbox');
  const dialogs = recordDialogs(page);
  await signInAs(page);
  await page.goto('/m/webEmail');
  const messages = page.locator(tid('inbox-item'));
  const more = page.locator(tid('inbox-more'));
  await expect(messages.first()).toBeVisible();
  while (await more.isVisible()) {
    const shown = await messages.count();
    await more.click();
    await expect.poll(() => messages.count()).toBeGreaterThan(shown);
  }
  await openEachItem(page, dialogs, 'inbox-item', 'inbox-item-content');
});

test('help list: every section and its first question', async ({ page, request, api }) => {
  void api;
  await serveHostileContent(request, 'help');
  const dialogs = recordDialogs(page);
  await page.goto('/m/help');
  const sections = page.locator(tid('help-section'));
  await expect(sections).toHaveCount(PAYLOADS.length);
  for (const [index, payload] of PAYLOADS.entries()) {
    const section = sections.nth(index);
    await section.locator('button').first().click();
    await expectSettledInert(page, section.locator(tid('help-section-content')), dialogs, `help section "${payload.name}"`);
    await section
      .locator(`${tid('help-child')} button`)
      .first()
      .click();
    await expectSettledInert(page, section.locator(tid('help-child-content')), dialogs, `help question "${payload.name}"`);
  }
  await page.waitForLoadState('networkidle');
  await expectInert(page, page.locator('[data-remote]'), dialogs, 'help list after every section');
});

test('help detail', async ({ page, request, api }) => {
  void api;
  await serveHostileContent(request, 'help');
  const dialogs = recordDialogs(page);
  await page.goto('/m/helpDetail?p=0');
  for (const [index, payload] of PAYLOADS.entries()) {
    if (index > 0) await navigateInApp(page, `/m/helpDetail?p=${index}`);
    const detail = page.locator(tid('help-detail'));
    await expect(detail.getByRole('heading', { level: 2 })).toHaveText(`${index + 1}. ${titled(index + 1)}`);
    await expectSettledInert(page, detail.locator(tid('help-detail-content')), dialogs, `help detail "${payload.name}"`);
  }
  await page.waitForLoadState('networkidle');
  await expectInert(page, page.locator('[data-remote]'), dialogs, 'help detail after every item');
});

test('promotion detail', async ({ page, request, api }) => {
  void api;
  await serveHostileContent(request, 'promotions');
  const dialogs = recordDialogs(page);
  const res = await request.get('/wps/announcements?types=B,PL,PU,PR');
  const { value } = (await res.json()) as { value: { promotion: { id: number; title: string }[] } };
  const idOf = (n: number) => value.promotion.find((p) => p.title === titled(n))?.id;
  await page.goto(`/m/activityDetail?id=${idOf(1)}`);
  for (const [index, payload] of PAYLOADS.entries()) {
    const id = idOf(index + 1);
    expect(id, titled(index + 1)).toBeDefined();
    if (index > 0) await navigateInApp(page, `/m/activityDetail?id=${id}`);
    const detail = page.locator(tid('promotion-detail'));
    await expect(detail.getByRole('heading', { level: 2 })).toHaveText(titled(index + 1));
    await expectSettledInert(page, detail.locator(tid('promotion-content')), dialogs, `promotion detail "${payload.name}"`);
  }
  await page.waitForLoadState('networkidle');
  await expectInert(page, page.locator('[data-remote]'), dialogs, 'promotion detail after every item');
});
