import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNTS, expect, hooks, tid } from './fixtures';

export type Login = keyof typeof ACCOUNTS | 'guest';

interface ScreenBase {
  name: string;
  /** Where the screen is opened, with its query. */
  route: string;
  login: Login;
  /** The /wps paths the screen's main content (or its submit) calls: all of them fail together. */
  paths: readonly string[];
}

/** A screen whose content is loaded: it must say what went wrong, offer a retry, and load on retry. */
export interface LoadScreen extends ScreenBase {
  type: 'load';
  /** What the call fills in, once it succeeds. */
  content: string;
}

/**
 * The runs of the matrix on each screen, in the order they run on its page: the fault kinds that fail at once, one
 * after another, then the time-out (which needs the page loaded with a short client time-out). A form's last
 * submit of each run succeeds.
 */
export const FAULT_RUNS = ['in turn', 'timeout'] as const;
export type FaultRun = (typeof FAULT_RUNS)[number];

/** A form: a failed submit must say why and keep what was typed; submitting again then succeeds. */
export interface FormScreen extends ScreenBase {
  type: 'form';
  /** Field name to value; `run` keeps values that must be unique (a new username) apart per run. */
  fields: (run: FaultRun) => Record<string, string>;
  /** Anything needed right before each submit (a fresh captcha answer, the terms box). */
  beforeSubmit?: (page: Page, request: APIRequestContext) => Promise<void>;
  submit: string;
  /** The sign of a successful submit. */
  done: (page: Page) => Promise<void>;
}

export type FaultScreen = LoadScreen | FormScreen;

const FEEDBACK_TEXT = 'The game froze after the second spin and the balance did not change.';

/** Answers the captcha on screen; waits for a new image when the last one was spent by a failed submit. */
const answered = new WeakMap<Page, string>();
async function solveCaptcha(page: Page, request: APIRequestContext): Promise<void> {
  const image = page.locator(`${tid('captcha-image')} img`);
  await expect(image).toBeVisible();
  const last = answered.get(page);
  if (last) await expect(image).not.toHaveAttribute('src', last);
  answered.set(page, (await image.getAttribute('src')) ?? '');
  await page.locator('input[name="captcha"]').fill(await hooks(request).captcha());
}

/** The balance in the page (not the header's), loaded and shown. */
const shownBalance = `[data-remote] ${tid('balance')}[data-state="shown"]`;

const load = (name: string, route: string, login: Login, paths: string[], content: string): LoadScreen => ({
  type: 'load',
  name,
  route,
  login,
  paths,
  content,
});

/** Every screen that calls the backend, what it calls and what it needs. */
export const FAULT_SCREENS: readonly FaultScreen[] = [
  load('home: lobby rows', '/m/home', 'guest', ['/wps/game/hot', '/wps/game/list'], `${tid('game-row-rng')} ${tid('game-tile')}`),
  load('game center', '/m/gameCenter', 'guest', ['/wps/game/list'], `${tid('game-row-rng')} ${tid('game-tile')}`),
  load('game list', '/m/gameList?gameType=RNG', 'guest', ['/wps/game/list'], `${tid('game-browser')} ${tid('game-tile')}`),
  load('lottery', '/m/lottery', 'guest', ['/wps/game/lottery'], tid('game-tile')),
  {
    type: 'form',
    name: 'login submit',
    route: '/m/login',
    login: 'guest',
    paths: ['/wps/session/login'],
    fields: () => ({ username: ACCOUNTS.player.username, password: ACCOUNTS.player.password }),
    submit: 'form button[type="submit"]',
    done: (page) => page.waitForURL((url) => url.pathname === '/m/home'),
  },
  {
    type: 'form',
    name: 'register submit',
    route: '/m/register',
    login: 'guest',
    paths: ['/wps/member/register'],
    fields: (run) => ({ username: `fault${FAULT_RUNS.indexOf(run)}x26`, password: 'Fresh#2026', confirmPassword: 'Fresh#2026' }),
    beforeSubmit: async (page, request) => {
      await solveCaptcha(page, request);
      await page.locator(tid('register-terms')).check();
    },
    submit: tid('register-submit'),
    done: (page) => page.waitForURL((url) => url.pathname === '/m/home'),
  },
  load('member centre', '/m/member/home', 'player', ['/wps/member/info'], tid('member-nickname')),
  load('wallet balance', '/m/member/home', 'player', ['/wps/wallets/gcs'], shownBalance),
  load('deposit', '/m/voucherCenter', 'player', ['/wps/wallets/gcs'], shownBalance),
  load('withdraw', '/m/withdraw', 'player', ['/wps/wallets/gcs', '/wps/system/setting/register'], shownBalance),
  {
    type: 'form',
    name: 'withdraw submit',
    route: '/m/withdraw',
    login: 'player',
    paths: ['/wps/transaction/withdraw'],
    fields: () => ({ amount: '100', paymentPassword: '123456' }),
    submit: tid('withdraw-submit'),
    done: (page) => expect(page.getByTestId('withdraw-result')).toContainText('WD'),
  },
  load('deposit channels', '/m/voucherCenter', 'player', ['/wps/deposit/channels'], tid('deposit-channel-GCASH')),
  load('pending deposits', '/m/voucherCenter', 'player', ['/wps/transaction/history'], tid('deposit-form')),
  {
    type: 'form',
    name: 'deposit order submit',
    route: '/m/voucherCenter',
    login: 'player',
    paths: ['/wps/deposit/order'],
    fields: () => ({ amount: '500' }),
    submit: tid('deposit-submit'),
    // The order just made, below the form (the ones the earlier fault kinds made are found again above it, pending).
    done: (page) =>
      expect(page.getByTestId('deposit-order').filter({ hasText: 'Your deposit order' }).getByTestId('deposit-reference')).toHaveText(
        /^MC/,
      ),
  },
  {
    type: 'form',
    name: 'voucher redeem submit',
    route: '/m/voucherCenter',
    login: 'player',
    paths: ['/wps/deposit/voucher/redeem'],
    // A voucher of its own for each run, issued by the outlet hook (a failed call never reaches the redeem).
    fields: (run) => ({ voucherCode: `FAULT${FAULT_RUNS.indexOf(run)}X01` }),
    beforeSubmit: async (page, request) => {
      await hooks(request).voucher({ amount: 100, code: await page.locator('input[name="voucherCode"]').inputValue() });
    },
    submit: tid('voucher-submit'),
    done: (page) => expect(page.getByTestId('voucher-result')).toContainText('₱100.00'),
  },
  load(
    'withdraw prerequisites',
    '/m/withdraw',
    'player',
    ['/wps/member/paymentPassword', '/wps/member/payoutAccounts'],
    tid('withdraw-submit'),
  ),
  load('withdrawal limits', '/m/withdraw', 'player', ['/wps/transaction/withdraw/limits'], tid('withdraw-submit')),
  load('wallet history', '/m/walletHistory', 'player', ['/wps/transaction/history'], tid('wallet-record')),
  load('payment password', '/m/paymentPassword', 'player', ['/wps/member/paymentPassword'], tid('payment-password-form')),
  {
    type: 'form',
    name: 'payment password submit',
    route: '/m/paymentPassword',
    login: 'player',
    paths: ['/wps/member/paymentPassword'],
    // Each run's last submit changes the password: the next run starts from the one the last one set.
    fields: (run) => {
      const step = FAULT_RUNS.indexOf(run);
      const password = (n: number) => (n < 0 ? '123456' : `20000${n}`);
      return { oldPaymentPassword: password(step - 1), paymentPassword: password(step), confirmPaymentPassword: password(step) };
    },
    submit: tid('payment-password-submit'),
    done: (page) => expect(page.getByTestId('payment-password-saved')).toBeVisible(),
  },
  load('payout accounts', '/m/payoutAccount', 'player', ['/wps/member/payoutAccounts'], tid('payout-account')),
  {
    type: 'form',
    name: 'payout account submit',
    route: '/m/payoutAccount',
    login: 'player',
    paths: ['/wps/member/payoutAccounts'],
    fields: (run) => ({
      accountName: 'Player One',
      accountNumber: `00123456780${FAULT_RUNS.indexOf(run)}`,
      paymentPassword: '123456',
    }),
    submit: tid('payout-submit'),
    done: (page) => expect(page.getByRole('status').filter({ hasText: 'Payout account added' })).toBeVisible(),
  },
  load('history', '/m/gameRecord', 'player', ['/wps/game/records'], tid('game-record-row')),
  load('promotions list', '/m/activity', 'guest', ['/wps/announcements'], tid('promotion-card')),
  load('promotion detail', '/m/activityDetail?id=1', 'guest', ['/wps/announcements'], tid('promotion-content')),
  load('VIP', '/m/vip', 'player', ['/wps/announcements'], tid('promotion-card')),
  load('help', '/m/help', 'guest', ['/wps/system/helpCenter'], tid('help-section')),
  load('notices', '/m/notice', 'guest', ['/wps/notice'], tid('notice-item')),
  load(
    'message centre',
    '/m/message',
    'player',
    ['/wps/notice', '/wps/inbox/unread'],
    `${tid('message-entry-notice')} ${tid('unread-badge')}`,
  ),
  load('inbox', '/m/webEmail', 'player', ['/wps/inbox'], tid('inbox-item')),
  {
    type: 'form',
    name: 'feedback submit',
    route: '/m/feedback',
    login: 'player',
    paths: ['/wps/feedback'],
    fields: () => ({ type: '1', content: FEEDBACK_TEXT }),
    beforeSubmit: solveCaptcha,
    submit: tid('feedback-submit'),
    done: (page) => expect(page.getByRole('status').filter({ hasText: 'Thank you, your feedback was sent.' })).toBeVisible(),
  },
  load('salary contract', '/m/member/agent/getSalaryContract', 'contract', ['/wps/agent/contract/dailysalreqtype'], tid('contract-terms')),
  load(
    'dividend contract',
    '/m/member/agent/getDevidendContract',
    'contract',
    ['/wps/agent/contract/divtypecompperiodreq'],
    tid('contract-terms'),
  ),
  load('hourly contract', '/m/member/agent/getHourContract', 'contract', ['/wps/agent/contract/contracthoursalreq'], tid('contract-terms')),
];
