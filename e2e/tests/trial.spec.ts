import type { Page } from '@playwright/test';
import { autoDismissAnnouncements, expect, openArea, openAreaSignedIn, signInAs, test, tid } from '../support/fixtures';
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
  // The notice is a toast of a few seconds, and home's announcement popup, opening meanwhile, makes what is under it
  // inert: every status text the page shows is recorded as it appears, so a loaded machine that looks late still sees it.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __statusTexts: string[] }).__statusTexts = seen;
    new MutationObserver(() => {
      for (const status of document.querySelectorAll('[role="status"]')) {
        const text = status.textContent ?? '';
        if (text && !seen.includes(text)) seen.push(text);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await autoDismissAnnouncements(page);
  await openAreaSignedIn(page, '/m/trail');
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __statusTexts: string[] }).__statusTexts.join('\n')))
    .toContain('the free trial is for visitors');
  expect(await storedSession(page)).toMatchObject({ userName: 'player01', type: 1 });
});

test('a member is offered sign-in and the reward centre in the side menu, a trial account is not', async ({ page, api: _api }) => {
  autoDismissAnnouncements(page);
  await openAreaSignedIn(page, '/m/home');
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

// Issue 34, item 7 (docs/product-rules.md §6, 6.12 and 6.13): a trial plays with play money, sees which games it may
// play, and cancel on a refused screen goes back to where it was.

test('a trial account’s balance is marked as play money in the header, a member’s is not', async ({ page, api: _api }) => {
  autoDismissAnnouncements(page);
  await startTrial(page);
  await openArea(page, '/m/home');
  const header = page.getByTestId('app-header');
  await expect(header.getByTestId('balance-amount')).toHaveText('₱2,000.00');
  await expect(header.getByTestId('play-money')).toContainText('Play money');
  await expect(header.getByTestId('play-money')).toHaveAttribute('title', /not real money/);

  const member = actOnceTakenOver(await page.context().newPage());
  autoDismissAnnouncements(member);
  await member.evaluate(() => localStorage.clear()).catch(() => undefined);
  await signInAs(member);
  await openArea(member, '/m/home');
  await expect(member.getByTestId('app-header').getByTestId('balance-amount')).toHaveText(/₱\d/);
  await expect(member.getByTestId('play-money')).toHaveCount(0);
});

test('the games a trial may play are marked Free play, as the game list says; a member sees no mark', async ({ page, api: _api }) => {
  autoDismissAnnouncements(page);
  const listed = await page.request.get('/wps/game/list?gameType=RNG&pageNo=1&pageSize=9&platform=html5&language=EN&clientType=2');
  const { value } = (await listed.json()) as { value: { games: { nodeId: number; supportPlay: number }[] } };
  const free = value.games.filter((g) => g.supportPlay === 0).map((g) => String(g.nodeId));
  expect(free.length).toBeGreaterThan(0);
  expect(free.length).toBeLessThan(value.games.length);

  await startTrial(page);
  await openArea(page, '/m/gameList?gameType=RNG');
  const tiles = page.getByTestId('game-tile');
  await expect(tiles).toHaveCount(value.games.length);
  const marked = await page
    .locator('[data-testid="game-tile"]:has([data-testid="free-play"])')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-node-id')));
  expect(marked.sort()).toEqual([...free].sort());
  await expect(page.getByTestId('free-play').first()).toHaveText('Free play');

  // A game it may not play says which ones it may.
  const paid = value.games.find((g) => g.supportPlay !== 0)!;
  await page.locator(`[data-testid="game-tile"][data-node-id="${paid.nodeId}"] button`).first().click();
  await expect(page.getByRole('status').filter({ hasText: 'play a game marked Free play' })).toBeVisible();

  const member = actOnceTakenOver(await page.context().newPage());
  await member.evaluate(() => localStorage.clear()).catch(() => undefined);
  await signInAs(member);
  await openArea(member, '/m/gameList?gameType=RNG');
  await expect(member.getByTestId('game-tile')).toHaveCount(value.games.length);
  await expect(member.getByTestId('free-play')).toHaveCount(0);
});

test('cancel on the member-centre prompt goes back to where the player was, never to an empty page', async ({ page, api: _api }) => {
  autoDismissAnnouncements(page);
  await startTrial(page);
  await openArea(page, '/m/gameList?gameType=RNG');
  await page.getByTestId('header-user').click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Please login an actual account to use this function');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/m\/gameList\?gameType=RNG$/);
  await expect(page.getByTestId('game-tile').first()).toBeVisible();

  // Opened as the first page of the visit, cancel goes home.
  await openArea(page, '/m/member/home');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
});
