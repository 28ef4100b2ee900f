import type { Page } from '@playwright/test';
import { recordConsoleErrors } from '../support/audit/hydrationErrors';
import { autoDismissAnnouncements, expect, openArea, openAreaSignedIn, signInAs, test, tid } from '../support/fixtures';

// The wallet end to end (docs/product-rules.md §5, 5.9–5.13): deposit orders and vouchers, the wallet history,
// the payment password and payout accounts a withdrawal needs.

test.beforeEach(({ page }) => autoDismissAnnouncements(page));
// Each test starts from its worker's backend reset (the api fixture): the file's tests spread over the workers,
// so the suite's last file does not hold one worker to the end of the run.
test.describe.configure({ mode: 'parallel' });

const field = (page: Page, name: string) => page.locator(`input[name="${name}"]`);
const headerBalance = (page: Page) => page.locator(`${tid('app-header')} ${tid('balance-amount')}`);
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** Redeems a voucher code on the voucher centre. */
async function redeem(page: Page, code: string) {
  await field(page, 'voucherCode').fill(code);
  await page.click(tid('voucher-submit'));
}

test.describe('deposit', () => {
  test('an order is created on the chosen channel and shown with its reference; once paid the header balance goes up', async ({
    page,
    api,
  }) => {
    await openAreaSignedIn(page, '/m/voucherCenter');
    await page.click(tid('deposit-channel-GCASH'));
    await field(page, 'amount').fill('50');
    await page.click(tid('deposit-submit'));
    await expect(page.getByText('The minimum for this channel is ₱100.00')).toBeVisible();
    await page.getByTestId('deposit-preset').filter({ hasText: '₱500.00' }).click();
    const created = page.waitForResponse((r) => r.url().endsWith('/wps/deposit/order') && r.request().method() === 'POST');
    await page.click(tid('deposit-submit'));
    expect((await created).ok()).toBe(true);
    const order = page.getByTestId('deposit-order');
    await expect(order.getByTestId('deposit-reference')).toHaveText(/^MC[0-9A-Z]{8}$/);
    await expect(order.getByTestId('deposit-status')).toHaveText('Pending');
    await expect(order.getByTestId('deposit-instructions')).toContainText('Send ₱500.00 to MCasino Gaming');
    await expect(headerBalance(page)).toHaveText('₱1,520.75');

    await api.settleDeposit((await order.getByTestId('deposit-order-id').textContent()) ?? '');
    await page.click(tid('deposit-check-status'));
    await expect(order.getByTestId('deposit-status')).toHaveText('Successful');
    await expect(headerBalance(page)).toHaveText('₱2,020.75');
  });

  test('a voucher credits the balance shown in the header; used again it is refused and nothing more is credited', async ({
    page,
    api,
  }) => {
    const { code } = await api.voucher({ amount: 750 });
    await openAreaSignedIn(page, '/m/voucherCenter');
    await expect(headerBalance(page)).toHaveText('₱1,520.75');
    await redeem(page, code.toLowerCase());
    await expect(toast(page, '₱750.00 added to your balance')).toBeVisible();
    await expect(headerBalance(page)).toHaveText('₱2,270.75');
    await expect(page.locator(`[data-remote] ${tid('balance-amount')}`)).toHaveText('₱2,270.75');
    await expect(field(page, 'voucherCode')).toHaveValue('');

    await redeem(page, code);
    await expect(page.locator('[data-field-error="voucherCode"]')).toHaveText('This voucher has already been used');
    await expect(field(page, 'voucherCode')).toHaveValue(code);
    await page.reload();
    await expect(headerBalance(page)).toHaveText('₱2,270.75');
  });

  test('an unknown voucher code is refused on its field', async ({ page, api: _api }) => {
    await openAreaSignedIn(page, '/m/voucherCenter');
    await redeem(page, 'NOSUCH-CODE-26');
    await expect(page.locator('[data-field-error="voucherCode"]')).toHaveText(
      'This voucher code does not exist. Please check it and try again.',
    );
  });

  test('a voucher order: paid at an outlet with its reference, its voucher settles the order when redeemed', async ({ page, api }) => {
    await openAreaSignedIn(page, '/m/voucherCenter');
    await page.click(tid('deposit-channel-VOUCHER'));
    await page.getByTestId('deposit-preset').filter({ hasText: '₱1,000.00' }).click();
    await page.click(tid('deposit-submit'));
    const order = page.getByTestId('deposit-order');
    await expect(order.getByTestId('deposit-instructions')).toContainText('Pay ₱1,000.00 at a partner outlet');
    const { code } = await api.voucher({ orderId: (await order.getByTestId('deposit-order-id').textContent()) ?? '' });
    await redeem(page, code);
    await expect(order.getByTestId('deposit-status')).toHaveText('Successful');
    await expect(headerBalance(page)).toHaveText('₱2,520.75');
  });

  test('a redeem that fails on the server keeps the code; the retry credits it once', async ({ page, api }) => {
    await openAreaSignedIn(page, '/m/voucherCenter');
    await api.fault('/wps/deposit/voucher/redeem', 'error', 1);
    await redeem(page, 'GIFT500MC2026');
    await expect(page.getByTestId('form-error')).toHaveText('System upgrading try again later');
    await expect(field(page, 'voucherCode')).toHaveValue('GIFT500MC2026');
    await page.click(tid('voucher-submit'));
    await expect(headerBalance(page)).toHaveText('₱2,020.75');
  });
});

test.describe('a pending deposit found again', () => {
  test('after a reload, on leaving and coming back and on another phone, the deposit page finds the order with its reference, amount, account to pay into and time to pay by', async ({
    page,
    browser,
    baseURL,
    api: _api,
  }) => {
    await openAreaSignedIn(page, '/m/voucherCenter');
    await page.click(tid('deposit-channel-INSTAPAY'));
    await page.getByTestId('deposit-preset').filter({ hasText: '₱5,000.00' }).click();
    await page.click(tid('deposit-submit'));
    const made = page.getByTestId('deposit-order');
    await expect(made.getByTestId('deposit-reference')).toHaveText(/^MC[0-9A-Z]{8}$/);
    const reference = (await made.getByTestId('deposit-reference').textContent()) ?? '';
    const payBy = (await made.getByTestId('deposit-pay-by').textContent()) ?? '';
    expect(payBy).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    // The pending list read again after the order holds it too: still one panel.
    await expect(page.getByTestId('deposit-order')).toHaveCount(1);

    const expectFound = async (on: Page) => {
      const found = on.getByTestId('deposit-order');
      await expect(found).toHaveCount(1);
      await expect(found).toContainText('You have a pending order');
      await expect(found.getByTestId('deposit-reference')).toHaveText(reference);
      await expect(found.getByTestId('deposit-amount')).toHaveText('₱5,000.00');
      await expect(found.getByTestId('deposit-status')).toHaveText('Pending');
      await expect(found.getByTestId('deposit-pay-by')).toHaveText(payBy);
      await expect(found.getByTestId('deposit-instructions')).toContainText(
        `Send ₱5,000.00 to MCasino Gaming Inc., 0012 3456 7890, with the reference ${reference}`,
      );
    };
    // Rendered by the server for the player with the order in it, and taken over as it was sent.
    const consoleErrors = recordConsoleErrors(page);
    await page.reload();
    await expectFound(page);
    expect(consoleErrors.hydration()).toEqual([]);
    consoleErrors.stop();

    await openArea(page, '/m/member/home');
    await page.click(tid('header-dropdown-toggle'));
    await page.getByRole('menuitem', { name: 'Deposit' }).click();
    await expect(page).toHaveURL(/\/m\/voucherCenter$/);
    await expectFound(page);

    const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    try {
      const other = await phone.newPage();
      await signInAs(other);
      await openArea(other, '/m/voucherCenter');
      await expectFound(other);
    } finally {
      await phone.close();
    }
  });

  test('the wallet history lists it as pending with its reference, and the row opens the order to pay', async ({ page, api: _api }) => {
    await openAreaSignedIn(page, '/m/voucherCenter');
    await page.click(tid('deposit-channel-GCASH'));
    await page.getByTestId('deposit-preset').filter({ hasText: '₱300.00' }).click();
    await page.click(tid('deposit-submit'));
    const reference = (await page.getByTestId('deposit-order').getByTestId('deposit-reference').textContent()) ?? '';
    expect(reference).toMatch(/^MC/);

    await openArea(page, '/m/walletHistory');
    const row = page.getByTestId('wallet-record').first();
    await expect(row).toHaveAttribute('data-status', 'pending');
    await expect(row.getByTestId('wallet-record-reference')).toContainText(reference);
    await row.getByTestId('wallet-record-toggle').click();
    const order = row.getByTestId('deposit-order');
    await expect(order.getByTestId('deposit-reference')).toHaveText(reference);
    await expect(order.getByTestId('deposit-instructions')).toContainText('Send ₱300.00 to MCasino Gaming, 0917 000 0063');
    await expect(order.getByTestId('deposit-pay-by')).toBeVisible();
  });
});

test.describe('wallet history', () => {
  test('a withdrawal appears first in the history, reached from the member centre', async ({ page, api: _api }) => {
    await openAreaSignedIn(page, '/m/withdraw');
    await field(page, 'amount').fill('150');
    await field(page, 'paymentPassword').fill('123456');
    await page.click(tid('withdraw-submit'));
    await expect(page.getByTestId('withdraw-result')).toContainText('WD');
    await expect(headerBalance(page)).toHaveText('₱1,370.75');

    await openArea(page, '/m/member/home');
    await page.click(tid('entry-wallet-history'));
    await expect(page).toHaveURL(/\/m\/walletHistory$/);
    const first = page.getByTestId('wallet-record').first();
    await expect(first).toHaveAttribute('data-kind', 'withdrawal');
    await expect(first).toHaveAttribute('data-status', 'processing');
    await expect(first).toContainText('−₱150.00');
    await expect(first).toContainText('BDO Unibank ****4321');
  });

  test('pages on with "more", one new page asked each time, and filters by kind', async ({ page, api: _api }) => {
    await signInAs(page);
    const asked: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/wps/transaction/history') asked.push(url.search);
    });
    await openArea(page, '/m/walletHistory');
    const rows = page.getByTestId('wallet-record');
    await expect(rows).toHaveCount(10);
    await page.click(tid('history-more'));
    await expect(rows).toHaveCount(20);
    await page.click(tid('history-more'));
    await expect(rows).toHaveCount(24);
    await expect(page.getByTestId('history-more')).toHaveCount(0);
    // The first page came with the page, rendered for the player by the server; the browser asks for the others.
    expect(asked.map((q) => new URLSearchParams(q).get('pageNo'))).toEqual(['2', '3']);
    const ids = await page.getByTestId('wallet-record-id').allTextContents();
    expect(new Set(ids).size).toBe(24);

    await page.click(tid('mode-withdrawal'));
    // The newest record is a withdrawal in both lists: the filtered one is known by its count (8 of the 24).
    await expect(page).toHaveURL(/\?kind=withdrawal$/);
    await expect(rows).toHaveCount(8);
    expect(await rows.evaluateAll((all) => all.every((row) => (row as HTMLElement).dataset.kind === 'withdrawal'))).toBe(true);
  });
});

test.describe('wallet history, as a player reads it', () => {
  test('keeps its filter on a reload and says when the last record is shown', async ({ page, api: _api }) => {
    await openAreaSignedIn(page, '/m/walletHistory');
    const rows = page.getByTestId('wallet-record');
    await expect(rows).toHaveCount(10);
    await expect(page.getByTestId('history-end')).toHaveCount(0);
    await page.click(tid('mode-withdrawal'));
    await expect(page).toHaveURL(/\/m\/walletHistory\?kind=withdrawal$/);
    await expect(rows).toHaveCount(8);

    await page.reload();
    await expect(page.getByTestId('mode-withdrawal')).toHaveAttribute('aria-selected', 'true');
    await expect(rows).toHaveCount(8);
    // The reloaded page arrives rendered by the server: a tap before it is taken over does nothing.
    await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
    expect(await rows.evaluateAll((all) => all.every((row) => (row as HTMLElement).dataset.kind === 'withdrawal'))).toBe(true);
    await expect(page.getByTestId('history-end')).toHaveText('No more records');
    await expect(page.getByTestId('history-more')).toHaveCount(0);

    await page.click(tid('mode-all'));
    await expect(page).toHaveURL(/\/m\/walletHistory$/);
    await page.click(tid('history-more'));
    await page.click(tid('history-more'));
    await expect(rows).toHaveCount(24);
    await expect(page.getByTestId('history-end')).toHaveText('No more records');

    await page.addInitScript(() => localStorage.setItem('m.language', 'pt'));
    await openArea(page, '/m/walletHistory?kind=deposit');
    await expect(page.getByTestId('mode-deposit')).toHaveAttribute('aria-selected', 'true');
    await page.click(tid('history-more'));
    await expect(page.getByTestId('history-end')).toHaveText('Não há mais registros');
  });

  test('a failed or expired deposit never looks credited, and no date breaks across lines, in either language', async ({ page, api }) => {
    await openAreaSignedIn(page, '/m/voucherCenter');
    await page.click(tid('deposit-channel-INSTAPAY'));
    await page.getByTestId('deposit-preset').filter({ hasText: '₱1,000.00' }).click();
    await page.click(tid('deposit-submit'));
    await api.settleDeposit((await page.getByTestId('deposit-order').getByTestId('deposit-order-id').textContent()) ?? '', 'failed');

    await openArea(page, '/m/walletHistory');
    const failed = page.getByTestId('wallet-record').first();
    await expect(failed).toHaveAttribute('data-status', 'failed');
    await expect(failed.getByTestId('wallet-record-status')).toHaveText('Failed');
    const amount = failed.getByTestId('wallet-record-amount');
    await expect(amount).toHaveText('₱1,000.00');
    await expect(amount).toHaveCSS('text-decoration-line', 'line-through');
    const look = await amount.evaluate((el) => getComputedStyle(el).color);
    const credited = page.locator('[data-testid="wallet-record-amount"][data-effect="credited"]').first();
    await expect(credited).toHaveText(/^\+₱/);
    expect(look).not.toBe(await credited.evaluate((el) => getComputedStyle(el).color));
    for (const row of await page.locator('[data-testid="wallet-record"][data-status="expired"]').all()) {
      await expect(row.getByTestId('wallet-record-amount')).toHaveText(/^₱/);
    }

    const datesInOnePiece = () =>
      page.locator('[data-testid="wallet-record"] time').evaluateAll((times) => times.every((time) => time.getClientRects().length === 1));
    await expect(failed.locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    const [month, day, rest] = ((await failed.locator('time').textContent()) ?? '').split('/');
    expect(await datesInOnePiece()).toBe(true);
    await page.addInitScript(() => localStorage.setItem('m.language', 'pt'));
    await openArea(page, '/m/walletHistory');
    const first = page.getByTestId('wallet-record').first();
    await expect(first.getByTestId('wallet-record-status')).toHaveText('Falhou');
    await expect(first.locator('time')).toHaveText(`${day}/${month}/${rest}`);
    expect(await datesInOnePiece()).toBe(true);
  });
});

test.describe('wallet history on a phone in another time zone', () => {
  test.use({ timezoneId: 'America/Sao_Paulo' });

  test('reads the times the server rendered (Philippine time) and is taken over without a hydration error', async ({
    page,
    request,
    api: _api,
  }) => {
    await openAreaSignedIn(page, '/m/walletHistory');
    const times = () => page.locator('[data-testid="wallet-record"] time').allTextContents();
    await expect(page.getByTestId('wallet-record')).toHaveCount(10);
    const shown = await times();
    const consoleErrors = recordConsoleErrors(page);
    await page.reload();
    await expect(page.getByTestId('wallet-record')).toHaveCount(10);
    await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
    expect(consoleErrors.hydration()).toEqual([]);
    expect(await times()).toEqual(shown);
    // The page the server sent (a machine in UTC here) holds the same times the phone shows, 11 hours behind Manila.
    const cookies = (await page.context().cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
    const html = await (await request.get('/m/walletHistory', { headers: { cookie: cookies } })).text();
    for (const time of shown) expect(html).toContain(`>${time}<`);
  });
});

test.describe('withdrawal limits', () => {
  test('are shown before the player types; an amount under the minimum is told the minimum, in English and in Portuguese', async ({
    page,
    api: _api,
  }) => {
    await openAreaSignedIn(page, '/m/withdraw');
    const amountError = page.locator('[data-field-error="amount"]');
    await expect(page.getByText('Each withdrawal: ₱100.00 to ₱50,000.00')).toBeVisible();
    await field(page, 'paymentPassword').fill('123456');
    for (const typed of ['50', '99.99']) {
      await field(page, 'amount').fill(typed);
      await page.click(tid('withdraw-submit'));
      await expect(amountError).toHaveText('The minimum withdrawal is ₱100.00');
      await expect(field(page, 'amount')).toHaveValue(typed);
    }
    await field(page, 'amount').fill('60000');
    await page.click(tid('withdraw-submit'));
    await expect(amountError).toHaveText('The maximum withdrawal is ₱50,000.00');

    await page.addInitScript(() => localStorage.setItem('m.language', 'pt'));
    await openArea(page, '/m/withdraw');
    await expect(page.getByText('Cada saque: de ₱100,00 a ₱50.000,00')).toBeVisible();
    await field(page, 'amount').fill('99,99');
    await field(page, 'paymentPassword').fill('123456');
    await page.click(tid('withdraw-submit'));
    await expect(amountError).toHaveText('O saque mínimo é ₱100,00');
    await expect(headerBalance(page)).toHaveText('₱1.520,75');
  });
});

test.describe('payout accounts', () => {
  test('say the formats up front, take holder names of any language, bring the fifth into view, and one is removed after confirming', async ({
    page,
    api: _api,
  }) => {
    // A small phone's screen below the browser's own bars (iPhone SE: 375 × 667, about 548 px left for the page).
    await page.setViewportSize({ width: 375, height: 548 });
    await openAreaSignedIn(page, '/m/payoutAccount');
    const hintOf = async (name: string) => page.locator(`[id="${await field(page, name).getAttribute('aria-describedby')}"]`);
    await expect(await hintOf('paymentPassword')).toHaveText('6 digits');
    await expect(await hintOf('accountNumber')).toHaveText('10 to 12 digits');
    await page.click(tid('payout-bank-GCASH'));
    await expect(await hintOf('accountNumber')).toHaveText('11 digits, starting with 09');
    await page.click(tid('payout-bank-BDO'));

    const rows = page.getByTestId('payout-account');
    const holders = ['José Peña', 'Nguyễn Văn An', "D'Angelo O’Neil", 'Ana-María Núñez'];
    for (const [i, holder] of holders.entries()) {
      await field(page, 'accountName').fill(holder);
      await field(page, 'accountNumber').fill(`00123456000${i + 1}`);
      await field(page, 'paymentPassword').fill('123456');
      await page.click(tid('payout-submit'));
      await expect(rows).toHaveCount(i + 2);
      await expect(rows.last()).toContainText(holder);
    }
    await expect(page.getByText('Accounts on file (5 of 5)')).toBeVisible();
    await expect(page.getByTestId('payout-limit')).toBeVisible();
    await expect(rows.last()).toBeInViewport({ ratio: 1 });

    const first = rows.filter({ hasText: '****4321' });
    await first.getByTestId('payout-remove').click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('BDO Unibank ****4321 will no longer be offered for withdrawals.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(rows).toHaveCount(5);
    await first.getByTestId('payout-remove').click();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(toast(page, 'Payout account removed')).toBeVisible();
    await expect(rows).toHaveCount(4);
    await expect(page.getByTestId('payout-form')).toBeVisible();

    await page.reload();
    await expect(rows).toHaveCount(4);
    await expect(rows.filter({ hasText: '****4321' })).toHaveCount(0);
    await openArea(page, '/m/withdraw');
    await expect(page.locator('input[name="payoutAccountId"]')).toHaveCount(4);
    await expect(page.getByLabel('BDO Unibank ****0001')).toBeChecked();
  });
});

test.describe('a new member', () => {
  test('sets a payment password and adds a payout account from the withdrawal, then withdraws', async ({ page, api }) => {
    await openArea(page, '/m/register');
    await field(page, 'username').fill('walletnew01');
    await field(page, 'password').fill('Fresh#2026');
    await field(page, 'confirmPassword').fill('Fresh#2026');
    await expect(page.getByAltText('Verification image')).toBeVisible();
    await field(page, 'captcha').fill(await api.captcha());
    await page.click(tid('register-terms'));
    await page.click(tid('register-submit'));
    await expect(page).toHaveURL(/\/m\/home$/);

    const { code } = await api.voucher({ amount: 1000 });
    await openArea(page, '/m/voucherCenter');
    await redeem(page, code);
    await expect(headerBalance(page)).toHaveText('₱1,000.00');

    await page.click(tid('header-dropdown-toggle'));
    await page.getByRole('menuitem', { name: 'Withdrawal' }).click();
    await expect(page.getByTestId('withdraw-prerequisites')).toBeVisible();
    await expect(page.getByTestId('withdraw-form')).toHaveCount(0);

    await page.click(tid('withdraw-set-payment-password'));
    await expect(page).toHaveURL(/\/m\/paymentPassword\?returnTo=%2Fm%2Fwithdraw$/);
    await field(page, 'paymentPassword').fill('24681');
    await field(page, 'confirmPaymentPassword').fill('24681');
    await page.click(tid('payment-password-submit'));
    await expect(page.locator('[data-field-error="paymentPassword"]')).toHaveText('Payment password must be 6 digits');
    await field(page, 'paymentPassword').fill('246810');
    await field(page, 'confirmPaymentPassword').fill('246810');
    await page.click(tid('payment-password-submit'));
    await expect(toast(page, 'Payment password saved')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/withdraw$/);

    await expect(page.getByTestId('withdraw-set-payment-password')).toHaveCount(0);
    await page.click(tid('withdraw-add-payout-account'));
    await expect(page).toHaveURL(/\/m\/payoutAccount\?returnTo=%2Fm%2Fwithdraw$/);
    await expect(page.getByTestId('payout-none')).toBeVisible();
    await page.click(tid('payout-bank-GCASH'));
    await field(page, 'accountName').fill('Wallet Newcomer');
    await field(page, 'accountNumber').fill('0917123');
    await field(page, 'paymentPassword').fill('246810');
    await page.click(tid('payout-submit'));
    await expect(page.locator('[data-field-error="accountNumber"]')).toHaveText('GCash number must be 11 digits starting with 09');
    await field(page, 'accountNumber').fill('09171239876');
    await page.click(tid('payout-submit'));
    await expect(toast(page, 'Payout account added')).toBeVisible();
    await expect(page.getByTestId('payout-account')).toContainText('****9876');
    await expect(page).toHaveURL(/\/m\/withdraw$/);

    await expect(page.getByLabel('GCash ****9876')).toBeChecked();
    await field(page, 'amount').fill('300');
    await field(page, 'paymentPassword').fill('246810');
    await page.click(tid('withdraw-submit'));
    await expect(page.getByTestId('withdraw-result')).toContainText('Processing');
    await expect(headerBalance(page)).toHaveText('₱700.00');
    await page.click(tid('withdraw-history-link'));
    await expect(page.getByTestId('wallet-record')).toHaveCount(2);
    await expect(page.getByTestId('wallet-record').first()).toContainText('GCash ****9876');
  });

  test('changes the payment password with the old one; the old one no longer withdraws', async ({ page, api: _api }) => {
    await openAreaSignedIn(page, '/m/paymentPassword');
    await expect(page.getByTestId('payment-password-form')).toHaveAttribute('data-mode', 'change');
    await field(page, 'oldPaymentPassword').fill('111111');
    await field(page, 'paymentPassword').fill('135790');
    await field(page, 'confirmPaymentPassword').fill('135790');
    await page.click(tid('payment-password-submit'));
    await expect(page.locator('[data-field-error="oldPaymentPassword"]')).toHaveText('The payment password is not correct');
    await field(page, 'oldPaymentPassword').fill('123456');
    await page.click(tid('payment-password-submit'));
    await expect(page).toHaveURL(/\/m\/member\/home$/);

    await openArea(page, '/m/withdraw');
    await field(page, 'amount').fill('100');
    await field(page, 'paymentPassword').fill('123456');
    await page.click(tid('withdraw-submit'));
    await expect(page.locator('[data-field-error="paymentPassword"]')).toHaveText('The payment password is not correct');
    await field(page, 'paymentPassword').fill('135790');
    await page.click(tid('withdraw-submit'));
    await expect(page.getByTestId('withdraw-result')).toContainText('WD');
  });
});

test('the wallet screens read through the page’s one shared instance, in Portuguese too', async ({ page, api: _api }) => {
  await signInAs(page);
  await page.addInitScript(() => localStorage.setItem('m.language', 'pt'));
  for (const path of ['/m/voucherCenter', '/m/walletHistory', '/m/paymentPassword', '/m/payoutAccount', '/m/withdraw']) {
    await openArea(page, path);
    await expect(page.locator('[data-remote="account"] [role="progressbar"]')).toHaveCount(0);
  }
  await expect(page.getByTestId('withdraw-submit')).toHaveText('Sacar');
  expect(await page.evaluate(() => (globalThis as unknown as { __M_SHARED_INSTANCES__: number }).__M_SHARED_INSTANCES__)).toBe(1);
});
