import { expect, type Page, type APIRequestContext } from '@playwright/test';
import { test as base } from './site';

export const ACCOUNTS = {
  player: { username: 'player01', password: 'Player#2026' },
  agent: { username: 'agent01', password: 'Agent#2026' },
  contract: { username: 'contract01', password: 'Player#2026' },
} as const;

/** dev-api fault kinds (`POST /wps/__test__/fault`). */
export const FAULT_KINDS = ['error', 'timeout', 'malformed', 'empty'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export const tid = (id: string) => `[data-testid="${id}"]`;

/** dev-api test hooks (docs/architecture.md), reached through the site's own /wps proxy. */
export function hooks(request: APIRequestContext) {
  const post = async (hook: string, data: unknown) => {
    const res = await request.post(`/wps/__test__/${hook}`, { data });
    expect(res.ok(), `hook ${hook}`).toBeTruthy();
  };
  const value = async (hook: string) => ((await (await request.get(`/wps/__test__/${hook}`)).json()) as { value: string }).value;
  const answer = async <T>(hook: string, data: unknown): Promise<T> => {
    const res = await request.post(`/wps/__test__/${hook}`, { data });
    const body = (await res.json()) as { success: boolean; value: T; message?: string };
    expect(body.success, `hook ${hook}: ${body.message ?? ''}`).toBe(true);
    return body.value;
  };
  return {
    reset: () => post('reset', {}),
    status: (status: 0 | 1 | 2) => post('status', { status }),
    flags: (flags: Record<string, boolean>) => post('flags', flags),
    fault: (path: string, kind: FaultKind, times = 1) => post('fault', { path, kind, times }),
    captcha: () => value('captcha'),
    sms: (mobileNum: string) => value(`sms?mobileNum=${encodeURIComponent(mobileNum)}`),
    /** An outlet issues a voucher: a gift of `amount`, or for a pending voucher order (`orderId`); `code` picks its code. */
    voucher: (data: { amount?: number; orderId?: string; code?: string }) => answer<{ code: string; amount: number }>('voucher', data),
    /** The payment provider settles a bank or e-wallet deposit order. */
    settleDeposit: (orderId: string, status: 'success' | 'failed' = 'success') => post('deposit/settle', { orderId, status }),
  };
}

/** Close the announcement popup whenever it shows up, for tests about other things than the popup. */
export async function autoDismissAnnouncements(page: Page) {
  await page.addLocatorHandler(
    page.getByTestId('announcement-popup'),
    async () => {
      // Dispatched, not clicked: the popup may show up under a dialog the test has just opened. Tried again
      // until it is gone: a popup evaluated again (after a login or logout) can replace the one just closed.
      await expect(async () => {
        await page
          .getByTestId('announcement-popup-close')
          .dispatchEvent('click', undefined, { timeout: 1_000 })
          .catch(() => undefined);
        await expect(page.getByTestId('announcement-popup')).toHaveCount(0, { timeout: 1_000 });
      }).toPass({ timeout: 10_000 });
      // Not waited on again once gone: a popup that opens after the handler (evaluated again after a sign-out) would
      // keep Playwright waiting for it to hide without handling it; the next action meets it and handles it instead.
    },
    { noWaitAfter: true },
  );
}

/** Open a page and wait until its routed area has mounted; returns the owning area. */
export async function openArea(page: Page, path: string): Promise<string | null> {
  await page.goto(path);
  const area = page.locator('[data-remote]').first();
  await area.waitFor({ timeout: 20_000 });
  return area.getAttribute('data-remote');
}

/** The session the login call gives an account (`m.session`'s value), without a form. */
export async function loginSession(
  page: Page,
  account: { username: string; password: string } = ACCOUNTS.player,
  loginAs: 'member' | 'agent' = account === ACCOUNTS.agent ? 'agent' : 'member',
) {
  const payload = Buffer.from(JSON.stringify({ ...account, captcha: '', type: 'username', loginAs })).toString('base64');
  const res = await page.request.post('/wps/session/login', { data: { data: payload }, headers: { Encryption: 'BASE64-JSON-V1' } });
  const body = (await res.json()) as {
    success: boolean;
    value: { token: string; userName: string; type: number; firstTimeLogin: boolean };
  };
  expect(body.success, 'login call').toBe(true);
  return { ...body.value, merchantCode: 'mcasino' };
}

/** Start the page already logged in (through the login call, not the form): for tests about other things. */
export async function signInAs(
  page: Page,
  account: { username: string; password: string } = ACCOUNTS.player,
  loginAs: 'member' | 'agent' = account === ACCOUNTS.agent ? 'agent' : 'member',
) {
  const session = await loginSession(page, account, loginAs);
  await page.addInitScript((s) => localStorage.setItem('m.session', JSON.stringify(s)), session);
  // What the shell hands the site server at sign-in (tooling/site/sessionCookie.mjs): pages are rendered for the player.
  // Cookies are kept per host, whatever the port: this one reaches every site of the suite on localhost.
  await page
    .context()
    .addCookies([
      { name: 'm_session', value: encodeURIComponent(JSON.stringify(session)), url: 'http://localhost', httpOnly: true, sameSite: 'Lax' },
    ]);
  return session;
}

/** Sign in as the player, as signInAs does, then open one of their pages and wait until its area has mounted. */
export async function openAreaSignedIn(page: Page, path: string): Promise<string | null> {
  await signInAs(page);
  return openArea(page, path);
}

/** Waits until the site server keeps the session (the shell hands it over right after a sign-in). */
export async function sessionHandedToServer(page: Page, handed = true) {
  await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'm_session')).toBe(handed);
}

/** Log in through the account area's form, as a player would. */
export async function logIn(page: Page, account: { username: string; password: string } = ACCOUNTS.player) {
  await openArea(page, '/m/login');
  await page.fill('input[name="username"]', account.username);
  await page.fill('input[name="password"]', account.password);
  await page.locator('form button[type="submit"]').first().click();
  await page.waitForURL((url) => !url.pathname.endsWith('/m/login'));
  await sessionHandedToServer(page);
}

export const test = base.extend<{ api: ReturnType<typeof hooks> }>({
  api: async ({ request }, use) => {
    const api = hooks(request);
    await api.reset();
    await use(api);
  },
});
export { expect };
