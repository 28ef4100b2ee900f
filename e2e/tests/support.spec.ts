import { devices, type Page } from '@playwright/test';
import { autoDismissAnnouncements, expect, logIn, openArea, test, tid } from '../support/fixtures';

// The support area's user flows (issue 6): feedback, help, announcements, message centre, live chat,
// customer service, inbox, app download on emulated phones, privacy.

// The tests do not depend on each other (each that changes the backend resets it first): they spread over the
// workers, so the suite's last files do not hold one worker to the end of the run.
test.describe.configure({ mode: 'parallel' });

const DESCRIPTION = 'My withdrawal of 500 has been pending since yesterday evening.';

async function openFeedback(page: Page) {
  await logIn(page);
  expect(await openArea(page, '/m/feedback')).toBe('support');
  await expect(page.locator(tid('feedback-form'))).toBeVisible();
  await expect(page.locator(`${tid('captcha-image')} img`)).toBeVisible();
}

/** Home opens the promotions area's announcement popup once the page has gone idle; close it whenever it comes. */
const dismissAnnouncementPopup = (page: Page) => autoDismissAnnouncements(page);

test.describe('feedback', () => {
  test('guests are sent to the login page', async ({ page, api }) => {
    void api;
    await page.goto('/m/feedback');
    await page.waitForURL((url) => url.pathname === '/m/login');
  });

  test('a description shorter than 20 characters is refused before any call', async ({ page, api }) => {
    await openFeedback(page);
    const puts: string[] = [];
    page.on('request', (r) => r.method() === 'PUT' && r.url().includes('/wps/feedback') && puts.push(r.url()));
    const submit = page.locator(tid('feedback-submit'));
    await expect(submit).toBeDisabled();
    await page.selectOption('select[name="type"]', '1');
    await page.fill('textarea[name="content"]', 'Too short');
    await expect(page.locator(tid('feedback-counter'))).toHaveText('9/200');
    await expect(submit).toBeEnabled();
    await page.fill('input[name="captcha"]', await api.captcha());
    await submit.click();
    await expect(page.locator(tid('feedback-error'))).toHaveText('Please describe the problem in at least 20 characters.');
    expect(puts).toHaveLength(0);
    await expect(page.locator('textarea[name="content"]')).toHaveValue('Too short');
  });

  test('a valid feedback is sent with content, sender, type and captcha, then home', async ({ page, api }) => {
    await openFeedback(page);
    await page.selectOption('select[name="type"]', '3');
    await page.fill('textarea[name="content"]', DESCRIPTION);
    await page.fill('input[name="captcha"]', await api.captcha());
    const sent = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/wps/feedback'));
    await page.locator(tid('feedback-submit')).click();
    expect((await sent).postDataJSON()).toMatchObject({ content: DESCRIPTION, sender: 'player01', type: 3 });
    await expect(page.getByRole('status').filter({ hasText: 'Thank you, your feedback was sent.' })).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/m/home');
  });

  test('a wrong captcha keeps the text, shows the server message and a new captcha', async ({ page }) => {
    await openFeedback(page);
    const firstImage = await page.locator(`${tid('captcha-image')} img`).getAttribute('src');
    await page.selectOption('select[name="type"]', '2');
    await page.fill('textarea[name="content"]', DESCRIPTION);
    await page.fill('input[name="captcha"]', 'ZZZZ');
    await page.locator(tid('feedback-submit')).click();
    await expect(page.locator(tid('feedback-error'))).toHaveText('Verification code error');
    await expect(page.locator('textarea[name="content"]')).toHaveValue(DESCRIPTION);
    await expect(page.locator(`${tid('captcha-image')} img`)).not.toHaveAttribute('src', firstImage ?? '');
  });
});

test.describe('help centre', () => {
  test('the deep link ?p=1&c=0 opens the second section at its first question', async ({ page, api }) => {
    void api;
    expect(await openArea(page, '/m/help?p=1&c=0')).toBe('support');
    const sections = page.locator(tid('help-section'));
    await expect(sections.nth(1).locator('> button')).toHaveAttribute('aria-expanded', 'true');
    await expect(sections.nth(1)).toContainText('2. Deposit');
    await expect(sections.nth(0).locator('> button')).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator(tid('help-child-content'))).toContainText('GCash');
    await expect(page.locator(tid('help-footer-strip')).locator('a')).toHaveCount(await sections.count());
  });

  test.describe(() => {
    // The browser's own sanitising of help it reads itself (a stubbed answer the server never sees); the
    // server render's is pinned in server-render.spec.ts.
    test.use({ rendering: 'browser' });

    test('help HTML is sanitised', async ({ page, api }) => {
      void api;
      await page.route('**/wps/system/helpCenter**', (route) =>
        route.fulfill({
          json: {
            success: true,
            value: [
              {
                title: 'Tricky',
                tag: 'x',
                content:
                  '<p>Safe text</p><img src="x" onerror="window.__hacked=1"><script>window.__hacked=2</script><a href="javascript:window.__hacked=3">link</a>',
                children: [],
              },
            ],
          },
        }),
      );
      await openArea(page, '/m/help?p=0');
      const content = page.locator(tid('help-section-content'));
      await expect(content).toContainText('Safe text');
      const html = await content.innerHTML();
      expect(html).not.toContain('onerror');
      expect(html).not.toContain('<script');
      expect(html).not.toContain('javascript:');
      expect(await page.evaluate(() => (window as unknown as { __hacked?: number }).__hacked)).toBeUndefined();
    });
  });

  test('the list reloads in the new language after a language change', async ({ page, api }) => {
    void api;
    await openArea(page, '/m/help');
    await expect(page.locator(tid('help-section')).first()).toBeVisible();
    const reload = page.waitForRequest((r) => r.url().includes('/wps/system/helpCenter') && r.url().includes('lang=PT'));
    await page.locator(tid('side-menu-button')).click();
    await page.locator(tid('language-pt')).click();
    await reload;
  });

  test('help detail shows one topic', async ({ page, api }) => {
    void api;
    await openArea(page, '/m/help');
    await page.locator(tid('help-footer-strip')).getByText('Withdrawal').click();
    await page.waitForURL((url) => url.pathname === '/m/helpDetail' && url.search === '?p=2');
    await expect(page.locator(tid('help-detail'))).toContainText('3. Withdrawal');
  });
});

test.describe('announcements and messages', () => {
  test('reading an announcement clears its unread flag and lowers the badge', async ({ page, api }) => {
    void api;
    await logIn(page);
    await openArea(page, '/m/message');
    const noticeBadge = page.locator(`${tid('message-entry-notice')} ${tid('unread-badge')}`);
    await expect(noticeBadge).toHaveText('12');
    await page.locator(tid('message-entry-notice')).click();
    await page.waitForURL((url) => url.pathname === '/m/notice');
    const first = page.locator(tid('notice-item')).first();
    await expect(first.locator(tid('unread-flag'))).toBeVisible();
    const marked = page.waitForResponse((r) => r.url().endsWith('/wps/announcements/read') && r.ok());
    await first.locator('button').click();
    await expect(first.locator(tid('unread-flag'))).toHaveCount(0);
    await expect(page.locator(tid('notice-item-content'))).toBeVisible();
    await marked;
    await page.goBack();
    await expect(noticeBadge).toHaveText('11');
    await page.reload();
    await expect(page.locator(`${tid('message-entry-notice')} ${tid('unread-badge')}`)).toHaveText('11');
  });

  test('the message centre lists its entries with unread badges', async ({ page, api }) => {
    void api;
    await logIn(page);
    await openArea(page, '/m/message');
    for (const id of ['telegram', 'notice', 'inbox', 'liveChat', 'affiliate'])
      await expect(page.locator(tid(`message-entry-${id}`))).toBeVisible();
    await expect(page.locator(`${tid('message-entry-inbox')} ${tid('unread-badge')}`)).toHaveText('5');
    await expect(page.locator(`${tid('message-entry-liveChat')} ${tid('unread-badge')}`)).toHaveText('3');
  });

  test('without live chat (CBS3 off) there is no live-chat entry', async ({ page, api }) => {
    await api.flags({ CBS3: false });
    await logIn(page);
    await openArea(page, '/m/message');
    await expect(page.locator(tid('message-entry-inbox'))).toBeVisible();
    await expect(page.locator(tid('message-entry-liveChat'))).toHaveCount(0);
  });

  test('the inbox sends guests to login and lets members read', async ({ page, api }) => {
    void api;
    await page.goto('/m/webEmail');
    await page.waitForURL((url) => url.pathname === '/m/login');
    await logIn(page);
    await openArea(page, '/m/webEmail');
    const unread = page.locator(`${tid('inbox-item')}[data-read="false"]`).first();
    const id = await unread.getAttribute('data-id');
    const read = page.waitForRequest((r) => r.url().endsWith('/wps/inbox/read'));
    await unread.locator('button').click();
    expect((await read).postDataJSON()).toEqual({ id: Number(id) });
    await expect(page.locator(`${tid('inbox-item')}[data-id="${id}"]`)).toHaveAttribute('data-read', 'true');
  });
});

test.describe('live chat and customer service', () => {
  test('live chat launches with its query and goes to the chat page 500 ms later', async ({ page, api }) => {
    void api;
    await logIn(page);
    await openArea(page, '/m/message');
    const launch = page.waitForRequest((r) => r.url().includes('/wps/chat/launch'));
    await page.locator(tid('message-entry-liveChat')).click();
    const query = new URL((await launch).url()).searchParams;
    expect(query.get('b2c')).toBe('true');
    expect(query.get('language')).toBe('EN');
    expect(query.get('backUrl')).toMatch(/\/m\/message$/);
    expect(query.get('headerColor')).toMatch(/^#[0-9a-f]{6}$/i);
    expect(query.get('title')).toBe('Customer service');
    await page.waitForURL((url) => url.pathname === '/wps/chat/room');
    await expect(page.getByRole('heading', { name: 'Live chat' })).toBeVisible();
  });

  test('live chat from the side menu sends guests to login', async ({ page, api }) => {
    void api;
    await openArea(page, '/m/help');
    await page.locator(tid('side-menu-button')).click();
    await page.locator(tid('menu-live-chat')).click();
    await page.waitForURL((url) => url.pathname === '/m/login');
  });

  test('with live chat off, the side menu opens the messaging-app customer service', async ({ page, api, context }) => {
    await api.flags({ CBS3: false });
    await context.route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }));
    await openArea(page, '/m/help');
    await page.locator(tid('side-menu-button')).click();
    const popup = page.waitForEvent('popup');
    await page.locator(tid('menu-customer-service')).click();
    expect((await popup).url()).toMatch(/^https:\/\/wa\.me\//);
  });
});

const IPHONE = devices['iPhone 13'];
test.describe('app download on an emulated iPhone', () => {
  test.use({
    userAgent: IPHONE.userAgent,
    viewport: IPHONE.viewport,
    deviceScaleFactor: IPHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });

  test('offers add to home screen and the app links; the guide opens and closes', async ({ page, api }) => {
    void api;
    expect(await openArea(page, '/m/app')).toBe('support');
    const entries = page.locator('[data-testid^="download-entry-"]');
    await expect(entries).toHaveCount(4);
    expect(await entries.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')))).toEqual([
      'download-entry-addToHome',
      'download-entry-android',
      'download-entry-iosProfile',
      'download-entry-ios',
    ]);
    await page.locator(tid('download-entry-addToHome')).click();
    const guide = page.locator(tid('add-to-home-guide'));
    await expect(guide).toBeVisible();
    await expect(guide).toHaveAttribute('data-tip', '1');
    await expect(page.locator(tid('guide-profile-download'))).toBeVisible();
    await page.locator(tid('add-to-home-close')).click();
    await expect(guide).toHaveCount(0);
  });

  test('the iOS app link opens in a new tab', async ({ page, api, context }) => {
    void api;
    await context.route('https://apps.apple.com/**', (route) => route.fulfill({ body: 'App Store' }));
    await openArea(page, '/m/app');
    const popup = page.waitForEvent('popup');
    await page.locator(tid('download-entry-ios')).click();
    expect((await popup).url()).toMatch(/^https:\/\/apps\.apple\.com\//);
  });

  test('the profile download shows the settings notice, then goes to the profile file', async ({ page, api }) => {
    void api;
    await openArea(page, '/m/app');
    const profile = page.waitForRequest((r) => r.url().endsWith('.mobileconfig'), { timeout: 8000 });
    await page.locator(tid('download-entry-iosProfile')).click();
    await expect(page.getByRole('status').filter({ hasText: 'Settings' })).toBeVisible();
    await profile;
  });
});

const ANDROID = devices['Pixel 7'];
test.describe('app download on an emulated Android device', () => {
  test.use({ userAgent: ANDROID.userAgent, viewport: ANDROID.viewport, isMobile: true, hasTouch: true });

  test('offers the app links without add to home screen; the apk downloads in the same tab', async ({ page, api }) => {
    void api;
    await openArea(page, '/m/app');
    await expect(page.locator(tid('download-entry-android'))).toBeVisible();
    await expect(page.locator(tid('download-entry-addToHome'))).toHaveCount(0);
    const apk = page.waitForRequest((r) => r.url().endsWith('.apk') && r.frame() === page.mainFrame());
    await page.locator(tid('download-entry-android')).click();
    await apk;
  });

  test('the home download banner opens the popup, which closes', async ({ page, api }) => {
    void api;
    await openArea(page, '/m/home');
    await dismissAnnouncementPopup(page);
    await page.locator(tid('download-banner')).getByRole('button').last().click();
    const popup = page.locator(tid('app-download-popup'));
    await expect(popup).toBeVisible();
    await expect(popup.locator(tid('download-entry-android'))).toBeVisible();
    await page.locator(tid('app-download-close')).click();
    await expect(popup).toHaveCount(0);
  });
});

test.describe('download bar and installed web app', () => {
  test.use({ userAgent: ANDROID.userAgent, viewport: ANDROID.viewport, isMobile: true, hasTouch: true });

  test('closing the download bar hides it for good and shows the header button', async ({ page, api }) => {
    void api;
    await openArea(page, '/m/home');
    await dismissAnnouncementPopup(page);
    await expect(page.locator(tid('header-download'))).toHaveCount(0);
    await page.locator(tid('download-banner-close')).click();
    await expect(page.locator(tid('download-banner'))).toHaveCount(0);
    await expect(page.locator(tid('header-download'))).toBeVisible();
    await page.reload();
    await page.locator('[data-remote]').first().waitFor();
    await expect(page.locator(tid('download-banner'))).toHaveCount(0);
  });

  test('an installed web app shows no download bar, button or entries', async ({ page, api }) => {
    void api;
    await page.addInitScript(() => {
      const original = window.matchMedia.bind(window);
      window.matchMedia = (query: string) =>
        query.includes('display-mode: standalone')
          ? ({ ...original(query), matches: true, media: query } as MediaQueryList)
          : original(query);
    });
    await openArea(page, '/m/home');
    await dismissAnnouncementPopup(page);
    await expect(page.locator(tid('download-banner'))).toHaveCount(0);
    await expect(page.locator(tid('header-download'))).toHaveCount(0);
    await openArea(page, '/m/app');
    await expect(page.locator(tid('download-installed'))).toBeVisible();
    await expect(page.locator('[data-testid^="download-entry-"]')).toHaveCount(0);
  });
});

test('the privacy policy has its six sections and the age statement', async ({ page, api }) => {
  void api;
  expect(await openArea(page, '/m/privacy')).toBe('support');
  for (const id of ['introduction', 'purpose', 'access', 'confidentiality', 'recipients', 'monitoring'])
    await expect(page.locator(tid(`privacy-${id}`))).toBeVisible();
  await expect(page.locator(tid('privacy-age-statement'))).toContainText('18 or older');
});
