import type { Page } from '@playwright/test';
import { paths, ROUTES } from 'shared/routes';
import { ACCOUNTS, autoDismissAnnouncements, test, expect, loginSession, openArea, signInAs, tid } from '../support/fixtures';
import { isTrial, workingUrl } from '../support/routeQueries';

// Texts the player reads (docs/product-rules.md §2, 2.46 and §8, 8.5): Portuguese titles and side menu, money
// with its currency, no raw server codes, and unknown deep-link values falling back to the lobby. In Portuguese,
// one walk of the whole route table finds no English frame or control text and money written one way.

async function toPortuguese(page: Page) {
  await page.click(tid('side-menu-button'));
  await page.click(tid('language-pt'));
}

test('in Portuguese the promotion, sign-in and leaderboard titles and the side menu are Portuguese', async ({ page, api }) => {
  await api.flags({ mission: true, login: true });
  await signInAs(page);
  await openArea(page, '/m/activityDetail?id=102');
  await toPortuguese(page);
  const menu = page.locator(tid('side-menu'));
  await expect(menu.locator(tid('menu-promotions'))).toHaveText('Promoções');
  await expect(menu.locator(tid('menu-sign-in'))).toHaveText('Check-in diário');
  await expect(menu.getByRole('link', { name: 'Todos os jogos' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('nav-bar')).toContainText('Promoção');
  await openArea(page, '/m/activity/signIn');
  await expect(page.getByTestId('nav-bar')).toContainText('Check-in diário');
  await openArea(page, '/m/leaderBoard');
  await expect(page.getByTestId('nav-bar')).toContainText('Classificação');
});

test('reward-centre and leaderboard amounts carry the currency', async ({ page, api }) => {
  await api.flags({ mission: true, REWCEN3: true });
  await signInAs(page);
  await openArea(page, '/m/rewardCenter');
  await expect(page.getByTestId('reward').first()).toContainText(/₱\d/);
  await openArea(page, '/m/leaderBoard');
  await expect(page.getByTestId('leaderboard-row').first()).toContainText(/₱\d/);
});

test('a vendor classification shows a text, never its server code', async ({ page, api: _api }) => {
  await openArea(page, '/m/gameList?gameType=LIVE&vassalage=EVO');
  const tabs = page.locator(tid('classification-tab'));
  await expect(tabs.filter({ hasText: 'Game shows' })).toHaveCount(1);
  expect(await tabs.allTextContents()).not.toContain('game-show');
});

test('an unknown game type in the address falls back to the lobby', async ({ page, api: _api }) => {
  await openArea(page, '/m/gameList?gameType=bogus');
  await expect(page.locator(tid('game-tile')).first()).toBeVisible();
  await expect(page.locator('[data-remote="lobby"]')).not.toContainText('bogus');
  await openArea(page, '/m/home?pageType=list&gameType=bogus');
  await expect(page.getByTestId('game-lobby')).toHaveAttribute('data-mode', 'all');
});

/** Texts of the frame in English (page titles, side menu, header, footer, download banner, status pages): none may show in Portuguese. */
const ENGLISH_FRAME_TEXTS = [
  ...['Casino', 'Games', 'Providers', 'Hot Games', 'Favourites', 'Lottery', 'Free Trial', 'Game', 'Log In', 'Sign Up'],
  ...['Forgot Password', 'Change Password', 'Member Centre', 'Withdrawal', 'Deposit', 'Game History', 'Promotions'],
  ...['Daily Sign-in', 'Promotion', 'Events', 'Reward Centre', 'Invite Friends', 'Leaderboard', 'Announcements'],
  ...['Message Centre', 'Inbox', 'Feedback', 'Help Centre', 'Help', 'App Download', 'Privacy Policy', 'Agent Sign Up'],
  ...['Daily Salary Contract', 'Dividend Contract', 'Hourly Salary Contract', 'Back', 'Home', 'Download', 'Open', 'Close'],
  ...['Get the app for faster games and instant alerts', 'Rewards', 'Sign out', 'Account menu', 'Follow us', 'All games'],
  ...['Withdraw', 'App download', 'Invite friends', 'Live chat', 'Customer service', 'History', 'Daily sign-in'],
  ...['Reward centre', 'Theme', 'Dark', 'Light', 'Language', 'Lobby', 'Slots', 'Live Casino', 'Fishing', 'Cards', 'Sports'],
  ...['Loading…', 'Loading...', 'Balance', 'Show balance', 'Hide balance', 'Refresh balance', 'System maintenance'],
  ...['System upgrading try again later', 'Access denied', 'IP or location blocked (access denied)'],
  ...['We check again every 30 seconds and let you in as soon as the site is back.'],
];

/** Texts of buttons, tabs, links, labels and headings in English: none may show in Portuguese. */
const ENGLISH_CONTROL_TEXTS = [
  ...['Retry', 'Cancel', 'Confirm', 'Close', 'Log in', 'Sign up', 'Create account', 'Get code', 'Send code', 'All', 'Claim'],
  ...['Copy', 'Apply now', 'Accept', 'Decline', 'Go', 'Play now', 'See all', 'More games', 'Load more', 'Show password'],
  ...['Hide password', 'Username', 'Password', 'Confirm password', 'Mobile number', 'Verification code', 'SMS code'],
  ...['Amount', 'Back to home', 'Change password', 'Forgot password?', 'Remember password', 'Contact customer service'],
  ...['Play slots', 'All providers', 'Search games', 'Previous', 'Next', 'Description', 'Question type', 'Payment password'],
  ...['Bank account', 'Invitation code', 'Nickname', 'Status', 'Period', 'Today', 'Rank', 'Player', 'Score', 'Reward'],
  ...['Friends invited', 'Rewards earned', 'Your invite code', 'Sign in today', 'Download profile', 'Add to home screen'],
  ...['Android app', 'iOS app', 'Go to rewards', 'Add images', 'Comment', 'Offered by', 'Requested on', 'Contract terms'],
  ...['Condition', 'Offer', 'Become an agent', 'Create agent account', 'Choose a username', 'Country dialling code'],
  ...['Referrer ID', 'Game classification', 'Game providers', 'Favourite', 'Progressive Jackpot', 'Latest winners'],
  ...['Quick links', 'Hot', 'Welcome back', 'Create your account', 'Contract request', 'Deposit'],
];

/** Server texts (game and vendor names, help topics and their HTML, announcements) are shown as the server sends them. */
const SERVER_TEXT = ['game-tile', 'vendor-tile', 'help-section', 'help-child', 'help-footer-strip', 'help-detail', 'announcement-popup']
  .map(tid)
  .join(', ');

/** Money as Portuguese writes it: two decimals after a comma, thousands after a dot; the winner board and jackpot show none (§9, 9.2). */
const MONEY_PT = /^-?₱\d{1,3}(\.\d{3})*,\d{2}$/;
const WHOLE_MONEY_PT = /^₱\d{1,3}(\.\d{3})*$/;

/** One money figure per screen family, seen as player01 (home as it opens, the others by route): each written the same Portuguese way. */
const MONEY_FIGURES: Readonly<Record<string, readonly { family: string; selector: string; format: RegExp }[]>> = {
  home: [
    { family: 'header balance', selector: `${tid('app-header')} ${tid('balance-amount')}`, format: MONEY_PT },
    { family: 'winner board', selector: tid('winner-entry'), format: WHOLE_MONEY_PT },
    { family: 'jackpot', selector: tid('jackpot'), format: WHOLE_MONEY_PT },
  ],
  '/m/member/home': [{ family: 'member centre', selector: `[data-remote="account"] ${tid('balance-amount')}`, format: MONEY_PT }],
  '/m/withdraw': [{ family: 'withdraw', selector: `[data-remote="account"] ${tid('balance-amount')}`, format: MONEY_PT }],
  '/m/gameRecord': [{ family: 'game history', selector: tid('record-summary'), format: MONEY_PT }],
  '/m/rewardCenter': [{ family: 'reward centre', selector: tid('reward'), format: MONEY_PT }],
  '/m/leaderBoard': [{ family: 'leaderboard', selector: tid('leaderboard-row'), format: MONEY_PT }],
  '/m/inviteFriends': [{ family: 'invite friends', selector: tid('referral'), format: MONEY_PT }],
};

const AGENT_ROUTES = ROUTES.filter((route) => route.area === 'agent');
/** Who walks which routes: every route as a guest and as player01, the agent pages as agent01 and as contract01 (pending contracts, and the contract alert on home). */
const WALKS = [
  { who: 'guest', account: null, routes: ROUTES.filter((route) => !isTrial(route)) },
  { who: 'player01', account: ACCOUNTS.player, routes: ROUTES.filter((route) => !isTrial(route)) },
  { who: 'agent01', account: ACCOUNTS.agent, routes: AGENT_ROUTES },
  { who: 'contract01', account: ACCOUNTS.contract, routes: AGENT_ROUTES },
] as const;

/** English frame and control texts the page shows (visible elements only, server texts left out). */
async function englishShown(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ frameTexts, controlTexts, serverText }) => {
      const english = new Set(controlTexts);
      const frameEnglish = new Set([...frameTexts, ...controlTexts]);
      const found: string[] = [];
      const visible = (el: Element) => el.getClientRects().length > 0 && !el.closest(serverText);
      const check = (el: Element, where: string, inFrame: boolean) => {
        const list = inFrame ? frameEnglish : english;
        const lines = ((el as HTMLElement).innerText ?? el.textContent ?? '').split('\n').map((line) => line.trim());
        const named = ['aria-label', 'placeholder', 'title'].map((name) => el.getAttribute(name)?.trim());
        for (const text of [...lines, ...named]) if (text && list.has(text)) found.push(`${where}: "${text}"`);
      };
      const frame = [
        'app-header',
        'nav-bar',
        'app-footer',
        'download-banner',
        'side-menu',
        'contract-alert',
        'service-error-page',
        'ip-limit-page',
      ];
      for (const id of frame)
        for (const part of document.querySelectorAll(`[data-testid="${id}"]`)) {
          if (!visible(part)) continue;
          check(part, id, true);
          for (const el of part.querySelectorAll('button, a, [aria-label]')) if (visible(el)) check(el, id, true);
        }
      const controls = 'button, a, [role="tab"], label, legend, th, dt, h1, h2, h3, input, textarea, select, [aria-label]';
      for (const root of document.querySelectorAll('[data-remote], dialog[open]'))
        for (const el of root.querySelectorAll(controls)) if (visible(el)) check(el, root.getAttribute('data-remote') ?? 'dialog', false);
      return [...new Set(found)];
    },
    { frameTexts: ENGLISH_FRAME_TEXTS, controlTexts: ENGLISH_CONTROL_TEXTS, serverText: SERVER_TEXT },
  );
}

/** The money figures of the route's screen family that are not written as Portuguese writes money. */
async function moneyOffFormat(page: Page, path: string): Promise<string[]> {
  const off: string[] = [];
  for (const { family, selector, format } of MONEY_FIGURES[path] ?? []) {
    await page.locator(selector).first().scrollIntoViewIfNeeded();
    const figure = page.locator(selector).first();
    await expect(figure, family).toContainText(/\d/);
    const text = (await figure.textContent()) ?? '';
    const amounts = text.match(/-?₱[\d.,]*\d/g) ?? [];
    if (!amounts.length) off.push(`${family} (${path}): no amount with its currency in "${text}"`);
    off.push(...amounts.filter((amount) => !format.test(amount)).map((amount) => `${family} (${path}): ${amount}`));
  }
  return off;
}

test('in Portuguese no route shows an English title, menu entry, banner or button, and money is written one way', async ({ page, api }) => {
  test.setTimeout(540_000);
  await api.flags({ mission: true, login: true, REWCEN3: true, referral: true });
  await autoDismissAnnouncements(page);
  await page.addInitScript(() => localStorage.setItem('m.language', 'pt'));
  const english: string[] = [];
  const money: string[] = [];
  for (const { who, account, routes } of WALKS) {
    await page.goto('/m/home');
    const session = account && (await loginSession(page, account));
    await page.evaluate((s) => (s ? localStorage.setItem('m.session', JSON.stringify(s)) : localStorage.removeItem('m.session')), session);
    await openArea(page, '/m/home');
    await page.click(tid('side-menu-button'));
    await expect(page.locator(tid('side-menu'))).toBeVisible();
    english.push(...(await englishShown(page)).map((text) => `${who} side menu ${text}`));
    await page.keyboard.press('Escape');
    if (who === 'player01') money.push(...(await moneyOffFormat(page, 'home')));
    if (who === 'contract01') {
      const contractAlert = page.locator(tid('contract-alert'));
      await expect(contractAlert).toBeVisible();
      english.push(...(await englishShown(page)).map((text) => `${who} contract alert ${text}`));
      const alertText = (await contractAlert.textContent()) ?? '';
      if (!alertText.includes('Seu agente enviou um contrato'))
        english.push(`${who} contract alert not in Brazilian Portuguese: "${alertText}"`);
    }
    for (const route of routes) {
      await page.goto(workingUrl(route));
      await page.locator('[data-remote]').first().waitFor({ timeout: 20_000 });
      // A guest sent to login sees the login page, which the walk checks at its own route.
      if (!account && route.path !== paths.login && new URL(page.url()).pathname === paths.login) continue;
      if (account && !route.fullScreen && !route.loginStyle)
        await expect(page.locator(`${tid('app-header')} ${tid('balance')}`)).toHaveAttribute('data-state', /shown|hidden|failed/);
      await expect(page.locator('[role="progressbar"]:visible')).toHaveCount(0);
      english.push(...(await englishShown(page)).map((text) => `${who} ${route.path} ${text}`));
      if (who === 'player01') money.push(...(await moneyOffFormat(page, route.path)));
    }
  }
  // The shell's own pages when the system is under maintenance or the region is refused.
  for (const [status, pageId] of [
    [1, 'service-error-page'],
    [2, 'ip-limit-page'],
  ] as const) {
    await api.status(status);
    await page.goto('/m/home');
    await expect(page.getByTestId(pageId)).toBeVisible();
    english.push(...(await englishShown(page)).map((text) => `status ${status} ${text}`));
  }
  await api.status(0);
  expect({ english, money }).toEqual({ english: [], money: [] });
  expect(Object.keys(MONEY_FIGURES).filter((path) => path !== 'home' && !ROUTES.some((route) => route.path === path))).toEqual([]);
});
