import type { APIRequestContext, Page } from '@playwright/test';
import { recordConsoleErrors } from '../support/audit/hydrationErrors';
import { ACCOUNTS, autoDismissAnnouncements, expect, logIn, loginSession, sessionHandedToServer, test, tid } from '../support/fixtures';

// A signed-in player's pages are rendered for them on the server: the site server keeps the session in an
// HttpOnly cookie (tooling/site/sessionCookie.mjs) that the shell hands it at sign-in and takes back at sign-out.
// The guest header is never in a signed-in player's HTML, and no page of one player reaches another.

const rootHtml = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));

/** The HTML a reload of the page gives, as the server sent it (what the first paint shows). */
async function reloadedHtml(page: Page): Promise<{ html: string; cacheControl: string | undefined }> {
  const response = await page.reload();
  if (!response) throw new Error('no response to the reload');
  return { html: await response.text(), cacheControl: response.headers()['cache-control'] };
}

/** The `m_session` cookie the site server sets for `account`, handed over as the shell does after a login. */
async function sessionCookieOf(page: Page, request: APIRequestContext, account: { username: string; password: string }) {
  const session = await loginSession(page, account);
  const origin = new URL(page.url()).origin;
  const response = await request.put('/__session', { data: session, headers: { Origin: origin } });
  expect(response.status()).toBe(204);
  const cookie = response.headers()['set-cookie'] ?? '';
  expect(cookie).toContain('HttpOnly');
  return cookie.split(';')[0]!;
}

test.describe('a signed-in player’s first view', () => {
  // A signed-in player's page may open the announcement popup over the menu the tests open.
  test.beforeEach(({ page }) => autoDismissAnnouncements(page));

  test('arrives as theirs from the server: their header in the HTML, never the guest one, taken over without a hydration error', async ({
    page,
    context,
    api: _api,
  }) => {
    await logIn(page);
    expect((await context.cookies()).find((c) => c.name === 'm_session')?.httpOnly).toBe(true);
    const console = recordConsoleErrors(page);
    const { html, cacheControl } = await reloadedHtml(page);
    expect(cacheControl).toBe('private, no-cache');
    const root = rootHtml(html);
    expect(root).toContain('data-testid="header-user"');
    expect(root).toContain('player01');
    expect(root).not.toContain('data-testid="header-login"');
    // The token stays in the cookie and the browser's storage: never in the page.
    const { token } = JSON.parse(decodeURIComponent((await context.cookies()).find((c) => c.name === 'm_session')!.value)) as {
      token: string;
    };
    expect(html).not.toContain(token);
    await expect(page.locator(tid('header-user'))).toContainText('player01');
    await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
    expect(console.hydration()).toEqual([]);
  });

  test('a members-only page opened directly is rendered for the player, not as a guest told to log in', async ({ page, api: _api }) => {
    await logIn(page);
    await page.goto('/m/member/home');
    const { html } = await reloadedHtml(page);
    expect(rootHtml(html)).toContain('data-testid="member-info"');
    await page.goto('/m/activity/signIn');
    const signIn = rootHtml((await reloadedHtml(page)).html);
    expect(signIn).not.toMatch(/not logged in/i);
  });

  test('signing out takes the session back: the next page is a guest’s', async ({ page, api: _api }) => {
    await logIn(page);
    await page.click(tid('header-dropdown-toggle'));
    await page.click(tid('sign-out'));
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
    await expect(page.locator(tid('header-login'))).toBeVisible();
    await sessionHandedToServer(page, false);
    const root = rootHtml((await reloadedHtml(page)).html);
    expect(root).toContain('data-testid="header-login"');
    expect(root).not.toContain('player01');
  });

  test('two players and a guest interleaved: each page holds only its own player’s name', async ({
    page,
    playwright,
    baseURL,
    api: _api,
  }) => {
    await page.goto('/m/home');
    const handing = await playwright.request.newContext({ baseURL });
    const player = await sessionCookieOf(page, handing, ACCOUNTS.player);
    const agent = await sessionCookieOf(page, handing, ACCOUNTS.agent);
    await handing.dispose();
    // A context with no cookie jar of its own: each request carries exactly its visitor's cookie.
    const own = await playwright.request.newContext({ baseURL });
    const visitors = [
      { cookie: player, name: 'player01', others: ['agent01'] },
      { cookie: agent, name: 'agent01', others: ['player01'] },
      { cookie: '', name: undefined, others: ['player01', 'agent01'] },
    ];
    // Rounds of six at once, under the site server's limit of renders at once (past it a page is the browser's).
    const pages = [];
    for (let round = 0; round < 5; round++)
      pages.push(
        ...(await Promise.all(
          Array.from({ length: 6 }, async (_, i) => {
            const visitor = visitors[(round + i) % visitors.length]!;
            const response = await own.get('/m/home', { headers: visitor.cookie ? { Cookie: visitor.cookie } : {} });
            return { visitor, root: rootHtml(await response.text()), cacheControl: response.headers()['cache-control'] };
          }),
        )),
      );
    for (const { visitor, root, cacheControl } of pages) {
      if (visitor.name) {
        expect(root).toContain(visitor.name);
        expect(cacheControl).toBe('private, no-cache');
      } else expect(root).toContain('data-testid="header-login"');
      for (const other of visitor.others) expect(root).not.toContain(other);
    }
    await own.dispose();
  });
});
