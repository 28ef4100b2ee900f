import type { Page } from '@playwright/test';
import { ACCOUNTS, autoDismissAnnouncements, expect, openArea, sessionHandedToServer, test, tid } from '../support/fixtures';

const SALARY = '/m/member/agent/getSalaryContract';
const DIVIDEND = '/m/member/agent/getDevidendContract';

/** Log in through the account area's form; agents log in with `?loginAs=agent`. */
async function logInAs(page: Page, account: { username: string; password: string }, as: 'member' | 'agent' = 'member') {
  await openArea(page, as === 'agent' ? '/m/login?loginAs=agent' : '/m/login');
  await page.fill('input[name="username"]', account.username);
  await page.fill('input[name="password"]', account.password);
  await page.locator('form button[type="submit"]').first().click();
  await page.waitForURL((url) => !url.pathname.endsWith('/m/login'));
  await sessionHandedToServer(page);
}

const alert = (page: Page) => page.locator(tid('contract-alert'));

/** Home has mounted with the brand settings loaded; give its widgets a moment (nothing to wait for when no alert is due). */
async function openHomeSettled(page: Page) {
  const brand = page.waitForResponse((response) => response.url().includes('/wps/system/whitelabel'));
  await openArea(page, '/m/home');
  await brand;
  await page.waitForTimeout(2_000);
}

/** Home, once the alert widget has had the pending requests' answer. */
async function openHomeWithContracts(page: Page) {
  const pending = page.waitForResponse((response) => new URL(response.url()).pathname === '/wps/agent/contract');
  await openArea(page, '/m/home');
  await pending;
  await page.waitForTimeout(300);
}

test.describe('pending-contract alert', () => {
  test('contract01 sees the alert on home, goes to the contract page and accepts; the alert does not return', async ({
    page,
    api: _api,
  }) => {
    test.slow(); // log in, three home visits and a contract page
    // The alert comes after the announcement popup is out of the way (docs/product-rules.md §4, 4.19).
    await autoDismissAnnouncements(page);
    await logInAs(page, ACCOUNTS.contract);
    await openArea(page, '/m/home');

    await expect(alert(page)).toBeVisible();
    await expect(alert(page)).toHaveAttribute('data-kind', 'dailysalreqtype');
    await expect(alert(page)).toHaveAttribute('role', 'alertdialog');
    await alert(page).getByRole('button', { name: 'Go' }).click();

    await expect(page).toHaveURL(SALARY);
    const terms = page.locator(tid('contract-terms'));
    await expect(terms).toBeVisible();
    await expect(terms.getByRole('row')).toHaveCount(5);
    await expect(terms).toContainText('Salary 100 per day');
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(page.locator(tid('contract-answered'))).toContainText('You accepted the daily salary contract.');

    // Back on home the daily-salary alert is gone for good; the other pending kinds follow in order.
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL('/m/home');
    await expect(alert(page)).toHaveAttribute('data-kind', 'divtypecompperiodreq');
    await alert(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(alert(page)).toHaveAttribute('data-kind', 'contracthoursalreq');
    await alert(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(alert(page)).toHaveCount(0);

    // Cancelled kinds stay quiet for the rest of the session, the answered one is no longer pending.
    await openHomeWithContracts(page);
    await expect(alert(page)).toHaveCount(0);

    // The salary page itself now says nothing is pending.
    await openArea(page, SALARY);
    await expect(page.locator(tid('empty-data'))).toBeVisible();
  });

  test('agent01 never sees the alert, and home never asks for contracts', async ({ page, api: _api }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/wps/agent/contract')) asked.push(request.url());
    });
    await logInAs(page, ACCOUNTS.agent, 'agent');
    await openHomeSettled(page);
    await expect(page.locator('[data-remote="lobby"]')).toBeVisible();
    await expect(alert(page)).toHaveCount(0);
    expect(asked).toEqual([]);
  });

  test('no alert while AGENTPOLICY3 is off', async ({ page, api }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/wps/agent/contract')) asked.push(request.url());
    });
    await api.flags({ AGENTPOLICY3: false });
    await logInAs(page, ACCOUNTS.contract);
    await openHomeSettled(page);
    await expect(alert(page)).toHaveCount(0);
    expect(asked).toEqual([]);
  });

  test('guests get no alert', async ({ page, api: _api }) => {
    await openHomeSettled(page);
    await expect(alert(page)).toHaveCount(0);
  });
});

test.describe('contract pages', () => {
  test('guests are sent to login', async ({ page, api: _api }) => {
    await page.goto(SALARY);
    await expect(page).toHaveURL(/\/m\/login\?returnTo=/);
  });

  test('a failed load says why and retries', async ({ page, api }) => {
    await logInAs(page, ACCOUNTS.contract);
    // The page is rendered for the player: the server's read fails (the screen is left to the browser), then the browser's.
    await api.fault('/wps/agent/contract/dailysalreqtype', 'error', 2);
    await openArea(page, SALARY);
    const area = page.locator('[data-remote="agent"]');
    await expect(area.getByRole('alert')).toContainText('System upgrading try again later');
    await area.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator(tid('contract-terms'))).toBeVisible();
  });

  test('declining the dividend contract asks first, then clears the request', async ({ page, api: _api }) => {
    await logInAs(page, ACCOUNTS.contract);
    await openArea(page, DIVIDEND);
    await expect(page.locator(tid('contract-request'))).toHaveAttribute('data-kind', 'divtypecompperiodreq');
    await page.getByRole('button', { name: 'Decline' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Decline this contract?');
    await confirm.getByRole('button', { name: 'Decline' }).click();
    await expect(page.locator(tid('contract-answered'))).toContainText('You declined the dividend contract.');
    await page.reload();
    await expect(page.locator(tid('empty-data'))).toBeVisible();
  });
});

test.describe('agent registration', () => {
  test('registers a new agent end to end and logs it in as an agent', async ({ page, api }) => {
    const username = `ag${Date.now().toString(36)}`.slice(0, 16);
    await openArea(page, '/m/agentRegister');
    const form = page.locator(tid('agent-register-form'));
    await expect(form).toBeVisible();
    await expect(form.locator('[name="captcha"]')).toBeVisible();
    await expect(form.locator(`${tid('captcha-image')} img`)).toBeVisible();

    await form.locator('[name="username"]').fill(username);
    await form.locator('[name="password"]').fill('Agent#2026x');
    await form.locator('[name="confirmPassword"]').fill('Agent#2026');
    const submit = form.getByRole('button', { name: 'Create agent account' });
    await expect(submit).toBeDisabled();
    await form.locator('[name="terms"]').check();
    await submit.click();
    await expect(form).toContainText('The two passwords do not match');
    await expect(form.locator('[name="confirmPassword"]')).toBeFocused();

    await form.locator('[name="confirmPassword"]').fill('Agent#2026x');
    await form.locator('[name="captcha"]').fill(await api.captcha());
    await submit.click();

    await expect(page).toHaveURL('/m/home');
    const session = await page.evaluate(
      () => JSON.parse(localStorage.getItem('m.session') ?? 'null') as { userName: string; type: number } | null,
    );
    expect(session).toMatchObject({ userName: username, type: 40 });
    await page.waitForTimeout(2_000);
    await expect(alert(page)).toHaveCount(0);
  });

  test('a taken username shows the server message and keeps the form filled', async ({ page, api }) => {
    await openArea(page, '/m/agentRegister');
    const form = page.locator(tid('agent-register-form'));
    await expect(form.locator(`${tid('captcha-image')} img`)).toBeVisible();
    await form.locator('[name="username"]').fill('agent01');
    await form.locator('[name="password"]').fill('Agent#2026x');
    await form.locator('[name="confirmPassword"]').fill('Agent#2026x');
    await form.locator('[name="captcha"]').fill(await api.captcha());
    await form.locator('[name="terms"]').check();
    await form.getByRole('button', { name: 'Create agent account' }).click();
    await expect(page.locator(tid('register-error'))).toHaveText('Sorry, the username already exists');
    await expect(form.locator('[name="username"]')).toHaveValue('agent01');
    await expect(page).toHaveURL('/m/agentRegister');
  });
});

test.describe('invite friends', () => {
  test('an agent tapping invite in the side menu is sent to agent registration', async ({ page, api: _api }) => {
    await autoDismissAnnouncements(page);
    await logInAs(page, ACCOUNTS.agent, 'agent');
    await openArea(page, '/m/home');
    await page.click(tid('side-menu-button'));
    await page.locator(tid('side-menu')).locator(tid('menu-invite')).click();
    await expect(page).toHaveURL('/m/agentRegister');
    await expect(page.locator(tid('agent-register-form'))).toBeVisible();
    await expect(page.getByTestId('invite-code')).toHaveCount(0);
  });
});
