/**
 * The cashier (docs/product-rules.md §5, 5.9–5.13): deposit channels and their limits, orders, vouchers, the
 * wallet history, the payment password and payout accounts, and a withdrawal that needs both.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DepositOrder, PayoutAccounts, VoucherRedeemResult, WalletHistoryResponse } from './types.js';
import { captcha, json, sendEncoded, tokenOf } from './testing/helpers.js';
import { appPerTest } from './testing/appPerTest.js';

let now = Date.UTC(2026, 5, 1, 12);
beforeEach(() => {
  now = Date.UTC(2026, 5, 1, 12);
});
// After the clock's reset: hooks run in the order they are registered.
const server = appPerTest(() => ({ now: () => now }));

const call = async <T = unknown>(method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: Record<string, unknown>) =>
  json<T>(await server.app.inject({ method, url: `/wps${url}`, headers: token ? { token } : {}, ...(payload && { payload }) }));

const balanceOf = async (token: string) => (await call<{ sumBalance: number }>('GET', '/wallets/gcs', token)).value.sumBalance;

/** A member registered just now: no payment password, no payout account, balance 0. */
async function newMember(username = 'fresh01'): Promise<string> {
  const body = json<{ token: string }>(
    await sendEncoded(server.app, 'PUT', '/wps/member/register', {
      username,
      password: 'Secret#123',
      confirmPassword: 'Secret#123',
      captcha: await captcha(server.app),
    }),
  );
  expect(body.success).toBe(true);
  return body.value.token;
}

const trialToken = async () =>
  json<{ token: string }>(await server.app.inject({ method: 'POST', url: '/wps/session/testPlay', payload: {} })).value.token;

const order = (token: string, channel: string, amount: number, requestId = `req-${channel}-${amount}`) =>
  call<DepositOrder>('POST', '/deposit/order', token, { channel, amount, requestId });

const redeem = (token: string, code: string, requestId: string) =>
  call<VoucherRedeemResult>('POST', '/deposit/voucher/redeem', token, { code, requestId });

describe('deposit channels and orders', () => {
  it('lists each channel with its limits and one-tap amounts within them', async () => {
    const channels = (
      await call<{ code: string; kind: string; minAmount: number; maxAmount: number; amounts: number[] }[]>(
        'GET',
        '/deposit/channels',
        await tokenOf(server.app),
      )
    ).value;
    expect(channels.map((c) => [c.code, c.kind])).toEqual([
      ['INSTAPAY', 'bank'],
      ['GCASH', 'ewallet'],
      ['VOUCHER', 'voucher'],
    ]);
    for (const c of channels) for (const a of c.amounts) expect(a >= c.minAmount && a <= c.maxAmount).toBe(true);
  });

  it('refuses trial and agent accounts (FREE_REJECT) and guests (401)', async () => {
    expect(await call('GET', '/deposit/channels', await trialToken())).toMatchObject({ success: false, code: 'FREE_REJECT' });
    const agent = await tokenOf(server.app, 'agent01', 'Agent#2026', 'agent');
    expect(await order(agent, 'GCASH', 500)).toMatchObject({ success: false, code: 'FREE_REJECT' });
    expect((await server.app.inject({ method: 'GET', url: '/wps/deposit/channels' })).statusCode).toBe(401);
  });

  it.each([
    ['GCASH', 99.99],
    ['GCASH', 20_000.01],
    ['VOUCHER', 5001],
  ])('refuses %s %d: outside the channel limits', async (channel, amount) => {
    const answer = await order(await tokenOf(server.app), channel, amount);
    expect(answer).toMatchObject({ success: false, code: 'AMOUNT_OUT_OF_RANGE', value: { minAmount: 100 } });
    expect(answer.message).toMatch(/^The amount must be between 100 and \d+$/);
  });

  it('accepts the limits themselves, and refuses an unknown channel', async () => {
    const token = await tokenOf(server.app);
    expect((await order(token, 'GCASH', 100)).value.status).toBe('pending');
    expect((await order(token, 'GCASH', 20_000)).value.status).toBe('pending');
    expect(await order(token, 'CASH', 500)).toMatchObject({ success: false, code: 'CHANNEL_UNKNOWN' });
  });

  it('answers a pending order with its reference and where to pay; the same request again gets the same order', async () => {
    const token = await tokenOf(server.app);
    const first = (await order(token, 'GCASH', 500, 'same-request')).value;
    expect(first).toMatchObject({
      orderId: 'DP00000001',
      kind: 'ewallet',
      amount: 500,
      status: 'pending',
      payTo: { accountName: 'MCasino Gaming' },
    });
    expect(first.reference).toMatch(/^MC[2-9A-HJ-NP-Z]{8}$/);
    expect(first.expiresAt - first.createdAt).toBe(30 * 60_000);
    expect((await order(token, 'GCASH', 500, 'same-request')).value).toEqual(first);
    const voucherOrder = (await order(token, 'VOUCHER', 500, 'other-request')).value;
    expect(voucherOrder).toMatchObject({ orderId: 'DP00000002', kind: 'voucher', payTo: null });
  });

  it('reads the order as it is now: settled by the provider, or expired once unpaid past its time', async () => {
    const token = await tokenOf(server.app);
    const paid = (await order(token, 'INSTAPAY', 1000, 'request-1')).value;
    const unpaid = (await order(token, 'GCASH', 300, 'request-2')).value;
    await call('POST', '/__test__/deposit/settle', undefined, { orderId: paid.orderId, status: 'success' });
    expect((await call<DepositOrder>('GET', `/deposit/order?orderId=${paid.orderId}`, token)).value.status).toBe('success');
    expect(await balanceOf(token)).toBe(2520.75);
    now += 30 * 60_000 + 1;
    expect((await call<DepositOrder>('GET', `/deposit/order?orderId=${unpaid.orderId}`, token)).value.status).toBe('expired');
  });

  it("refuses another member's order and an unknown one (ORDER_UNKNOWN)", async () => {
    const mine = (await order(await tokenOf(server.app), 'GCASH', 500)).value;
    const other = await tokenOf(server.app, 'contract01', 'Player#2026');
    expect(await call('GET', `/deposit/order?orderId=${mine.orderId}`, other)).toMatchObject({ success: false, code: 'ORDER_UNKNOWN' });
    expect(await call('GET', '/deposit/order?orderId=DP99999999', other)).toMatchObject({ success: false, code: 'ORDER_UNKNOWN' });
  });
});

describe('vouchers', () => {
  it('a gift voucher credits the wallet once, typed in any case with hyphens', async () => {
    const token = await tokenOf(server.app);
    const first = await redeem(token, 'gift-500-mc2026', 'redeem-1');
    expect(first).toMatchObject({ success: true, value: { amount: 500, sumBalance: 2020.75, status: 'success' } });
    // The same request again (its answer was lost) gets the same answer and credits nothing more.
    expect((await redeem(token, 'GIFT500MC2026', 'redeem-1')).value).toEqual(first.value);
    expect(await balanceOf(token)).toBe(2020.75);
    // Anything else is refused, for this member as for another.
    expect(await redeem(token, 'GIFT500MC2026', 'redeem-2')).toMatchObject({
      success: false,
      code: 'VOUCHER_USED',
      message: 'This voucher has already been used',
    });
    const other = await tokenOf(server.app, 'contract01', 'Player#2026');
    expect(await redeem(other, 'GIFT500MC2026', 'redeem-1')).toMatchObject({ success: false, code: 'VOUCHER_USED' });
  });

  it('refuses an unknown code', async () => {
    expect(await redeem(await tokenOf(server.app), 'NOSUCHCODE1', 'redeem-x')).toMatchObject({
      success: false,
      code: 'VOUCHER_UNKNOWN',
      message: 'Voucher code not found',
    });
  });

  it('parallel redeems of one voucher credit it once', async () => {
    const token = await tokenOf(server.app);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => redeem(token, 'GIFT1000MC2026', `parallel-${i}`)));
    expect(answers.filter((a) => a.success)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 'VOUCHER_USED')).toHaveLength(19);
    expect(await balanceOf(token)).toBe(2520.75);
  });

  it("a voucher order: paid at an outlet, its voucher settles the order once redeemed, and is only its buyer's", async () => {
    const token = await tokenOf(server.app);
    const pending = (await order(token, 'VOUCHER', 2000, 'outlet-1')).value;
    const issued = await call<{ code: string; amount: number }>('POST', '/__test__/voucher', undefined, { orderId: pending.orderId });
    expect(issued.value.amount).toBe(2000);
    const other = await tokenOf(server.app, 'contract01', 'Player#2026');
    expect(await redeem(other, issued.value.code, 'steal-001')).toMatchObject({ success: false, code: 'VOUCHER_UNKNOWN' });
    // An order with its voucher bought does not expire while the voucher waits.
    now += 2 * 24 * 3_600_000;
    const credited = await redeem(token, issued.value.code, 'outlet-redeem');
    expect(credited.value).toMatchObject({ orderId: pending.orderId, reference: pending.reference, amount: 2000, sumBalance: 3520.75 });
    expect((await call<DepositOrder>('GET', `/deposit/order?orderId=${pending.orderId}`, token)).value.status).toBe('success');
  });
});

describe('wallet history', () => {
  const history = async (token: string, query: string) =>
    (await call<WalletHistoryResponse>('GET', `/transaction/history?${query}`, token)).value;

  it("pages player01's seeded deposits and withdrawals, newest first, ten a page", async () => {
    const token = await tokenOf(server.app);
    const first = await history(token, 'pageNo=1');
    expect(first).toMatchObject({ pageNum: 1, totalPages: 3, total: 24 });
    expect(first.list).toHaveLength(10);
    const all = [...first.list, ...(await history(token, 'pageNo=2')).list, ...(await history(token, 'pageNo=3')).list];
    expect(all).toHaveLength(24);
    expect(new Set(all.map((r) => r.orderId)).size).toBe(24);
    expect(all.map((r) => r.createdAt)).toEqual([...all.map((r) => r.createdAt)].sort((a, b) => b - a));
    expect((await history(token, 'pageNo=4')).list).toEqual([]);
  });

  it('filters by kind', async () => {
    const token = await tokenOf(server.app);
    const deposits = await history(token, 'kind=deposit&pageNo=1&pageSize=50');
    const withdrawals = await history(token, 'kind=withdrawal&pageNo=1&pageSize=50');
    expect(deposits.list.every((r) => r.kind === 'deposit')).toBe(true);
    expect(withdrawals.list.every((r) => r.kind === 'withdrawal')).toBe(true);
    expect(deposits.total + withdrawals.total).toBe(24);
  });

  it('lists a new deposit order and a withdrawal first, the withdrawal with its payout account masked', async () => {
    const token = await tokenOf(server.app);
    await order(token, 'GCASH', 500);
    now += 1000;
    const paid = await call<{ orderId: string }>('POST', '/transaction/withdraw', token, {
      amount: 150,
      paymentPassword: '123456',
      payoutAccountId: 'PA1',
    });
    const [latest, before] = (await history(token, 'pageNo=1')).list;
    expect(latest).toMatchObject({ orderId: paid.value.orderId, kind: 'withdrawal', status: 'processing', detail: 'BDO Unibank ****4321' });
    expect(before).toMatchObject({ kind: 'deposit', status: 'pending', amount: 500, detail: 'GCash' });
    expect((await history(token, 'pageNo=1')).total).toBe(26);
  });

  it('names each deposit by its reference, seeded or made now; a withdrawal has none', async () => {
    const token = await tokenOf(server.app);
    const made = (await order(token, 'INSTAPAY', 2000)).value;
    const listed = (await history(token, 'pageNo=1&pageSize=50')).list;
    expect(listed.find((r) => r.orderId === made.orderId)?.reference).toBe(made.reference);
    const deposits = listed.filter((r) => r.kind === 'deposit');
    expect(deposits.every((r) => /^MC[2-9A-HJKMNP-Z]{8}$/.test(r.reference ?? ''))).toBe(true);
    expect(new Set(deposits.map((r) => r.reference)).size).toBe(deposits.length);
    expect(listed.filter((r) => r.kind === 'withdrawal').every((r) => r.reference === undefined)).toBe(true);
  });

  it('lists the pending deposits alone when asked by status, an order past its time no longer among them', async () => {
    const token = await tokenOf(server.app);
    const bank = (await order(token, 'INSTAPAY', 2000)).value;
    now += 31 * 60_000;
    const voucher = (await order(token, 'VOUCHER', 500)).value;
    const pending = await history(token, 'kind=deposit&status=pending&pageNo=1');
    expect(pending.list.map((r) => [r.orderId, r.status, r.reference])).toEqual([[voucher.orderId, 'pending', voucher.reference]]);
    const expired = await history(token, 'kind=deposit&status=expired&pageNo=1&pageSize=50');
    expect(expired.list.map((r) => r.orderId)).toContain(bank.orderId);
    expect((await server.app.inject({ method: 'GET', url: '/wps/transaction/history?status=lost', headers: { token } })).statusCode).toBe(
      400,
    );
  });

  it('refuses a page size over 50 and trial accounts', async () => {
    expect(
      (
        await server.app.inject({
          method: 'GET',
          url: '/wps/transaction/history?pageSize=51',
          headers: { token: await tokenOf(server.app) },
        })
      ).statusCode,
    ).toBe(400);
    expect(await call('GET', '/transaction/history', await trialToken())).toMatchObject({ success: false, code: 'FREE_REJECT' });
  });
});

describe('payment password', () => {
  const save = (token: string, body: Record<string, string>) => call('POST', '/member/paymentPassword', token, body);

  it('a new member sets one by the registration rule; then it is set', async () => {
    const token = await newMember();
    expect((await call<{ set: boolean }>('GET', '/member/paymentPassword', token)).value).toEqual({ set: false });
    expect(await save(token, { paymentPassword: '12ab', confirmPaymentPassword: '12ab' })).toMatchObject({
      success: false,
      code: 'VALIDATION',
      message: 'Payment password must be 6 digits',
    });
    expect(await save(token, { paymentPassword: '', confirmPaymentPassword: '' })).toMatchObject({ success: false, code: 'VALIDATION' });
    expect(await save(token, { paymentPassword: '246810', confirmPaymentPassword: '246811' })).toMatchObject({
      success: false,
      message: 'in_confirmation_correct',
    });
    expect((await save(token, { paymentPassword: '246810', confirmPaymentPassword: '246810' })).success).toBe(true);
    expect((await call<{ set: boolean }>('GET', '/member/paymentPassword', token)).value).toEqual({ set: true });
  });

  it('changing it needs the old one, and a new one that differs', async () => {
    const token = await tokenOf(server.app);
    expect(await save(token, { paymentPassword: '246810', confirmPaymentPassword: '246810' })).toMatchObject({
      code: 'PAYMENT_PASSWORD_WRONG',
    });
    expect(await save(token, { oldPaymentPassword: '111111', paymentPassword: '246810', confirmPaymentPassword: '246810' })).toMatchObject({
      code: 'PAYMENT_PASSWORD_WRONG',
    });
    expect(await save(token, { oldPaymentPassword: '123456', paymentPassword: '123456', confirmPaymentPassword: '123456' })).toMatchObject({
      code: 'PAYMENT_PASSWORD_SAME',
    });
    expect((await save(token, { oldPaymentPassword: '123456', paymentPassword: '246810', confirmPaymentPassword: '246810' })).success).toBe(
      true,
    );
    const withOld = await call('POST', '/transaction/withdraw', token, { amount: 100, paymentPassword: '123456', payoutAccountId: 'PA1' });
    expect(withOld).toMatchObject({ code: 'PAYMENT_PASSWORD_WRONG' });
  });

  it('is never stored in plain text', async () => {
    const token = await newMember();
    await save(token, { paymentPassword: '975310', confirmPaymentPassword: '975310' });
    await server.app.runtime.store.flush();
    const file = readFileSync(join(server.dir, 'state.json'), 'utf8');
    expect(file).not.toContain('975310');
    expect(file).not.toContain('"123456"');
    expect(file).not.toContain('"paymentPassword"');
    expect(JSON.parse(file).accounts.fresh01.paymentPasswordHash).toMatch(/^scrypt\$/);
  });

  it('a state file from before hashing has its plain payment passwords hashed on load', async () => {
    const token = await tokenOf(server.app);
    await server.app.runtime.store.flush();
    await server.restart((dir) => {
      const state = JSON.parse(readFileSync(join(dir, 'state.json'), 'utf8'));
      delete state.accounts.player01.paymentPasswordHash;
      state.accounts.player01.paymentPassword = '864200';
      writeFileSync(join(dir, 'state.json'), JSON.stringify(state));
    });
    const paid = await call('POST', '/transaction/withdraw', token, { amount: 100, paymentPassword: '864200', payoutAccountId: 'PA1' });
    expect(paid.success).toBe(true);
    await server.app.runtime.store.flush();
    const file = readFileSync(join(server.dir, 'state.json'), 'utf8');
    expect(file).not.toContain('864200');
    expect(JSON.parse(file).accounts.player01.paymentPasswordHash).toMatch(/^scrypt\$/);
  });
});

describe('payout accounts', () => {
  const add = (token: string, body: Record<string, string>) =>
    call<{ id: string; maskedNumber: string }>('POST', '/member/payoutAccounts', token, body);
  const valid = { bankCode: 'BPI', accountName: 'Player One', accountNumber: '0012345678', paymentPassword: '123456' };

  it('lists them masked, with the banks and their account number rules', async () => {
    const listed = (await call<PayoutAccounts>('GET', '/member/payoutAccounts', await tokenOf(server.app))).value;
    expect(listed.accounts).toEqual([
      { id: 'PA1', bankCode: 'BDO', bankName: 'BDO Unibank', accountName: 'Player One', maskedNumber: '****4321' },
    ]);
    expect(listed.banks.map((b) => b.code)).toEqual(['BDO', 'BPI', 'GCASH']);
    expect(listed.limit).toBe(5);
  });

  it('needs a payment password set first, then confirmed', async () => {
    const token = await newMember();
    expect(await add(token, valid)).toMatchObject({
      success: false,
      code: 'PAYMENT_PASSWORD_UNSET',
      message: 'Please set a payment password first',
    });
    expect(await add(await tokenOf(server.app), { ...valid, paymentPassword: '000000' })).toMatchObject({ code: 'PAYMENT_PASSWORD_WRONG' });
  });

  it.each([
    ['an unknown bank', { bankCode: 'XYZ' }, 'BANK_UNKNOWN', 'This bank is not available'],
    ['a holder name against the payee name rule', { accountName: '1' }, 'VALIDATION', 'Name format not valid'],
    ['an empty holder name', { accountName: '' }, 'VALIDATION', 'Name format not valid'],
    ["a number against the bank's rule", { accountNumber: '12345' }, 'VALIDATION', 'Account number must be 10 digits'],
    [
      "a number against the e-wallet's rule",
      { bankCode: 'GCASH', accountNumber: '0012345678' },
      'VALIDATION',
      'GCash number must be 11 digits starting with 09',
    ],
  ])('refuses %s', async (_case, change, code, message) => {
    expect(await add(await tokenOf(server.app), { ...valid, ...change })).toMatchObject({ success: false, code, message });
  });

  it.each(['José Peña', 'Nguyễn Văn An', "D'Angelo O’Neil", 'Ana-María Núñez', 'Ma. Clara', 'Jose\u0301 Pen\u0303a'])(
    'takes a holder named %s (letters of any language, spaces, dots, hyphens, apostrophes)',
    async (accountName) => {
      expect(await add(await tokenOf(server.app), { ...valid, accountName })).toMatchObject({ success: true, value: { accountName } });
    },
  );

  it.each(['José1', '-Ana', 'J', 'Ana_Maria', 'Ana 😀'])('refuses a holder named %s', async (accountName) => {
    expect(await add(await tokenOf(server.app), { ...valid, accountName })).toMatchObject({
      success: false,
      message: 'Name format not valid',
    });
  });

  it('adds one (the number never comes back whole), refuses it twice, and stops at the limit', async () => {
    const token = await tokenOf(server.app);
    const added = await add(token, valid);
    expect(added.value).toMatchObject({ id: 'PA2', maskedNumber: '****5678' });
    expect(JSON.stringify(added)).not.toContain('0012345678');
    expect(await add(token, valid)).toMatchObject({ code: 'PAYOUT_ACCOUNT_EXISTS' });
    for (const n of [1, 2, 3]) expect((await add(token, { ...valid, accountNumber: `001234567${n}` })).success).toBe(true);
    expect(await add(token, { ...valid, accountNumber: '0012345679' })).toMatchObject({ code: 'PAYOUT_ACCOUNT_LIMIT' });
    const listed = (await call<PayoutAccounts>('GET', '/member/payoutAccounts', token)).value.accounts;
    expect(listed).toHaveLength(5);
    expect(JSON.stringify(listed)).not.toMatch(/\d{6}/);
  });
});

describe('removing a payout account', () => {
  const remove = (token: string, id: string) => call('DELETE', '/member/payoutAccounts', token, { id });
  const listed = async (token: string) => (await call<PayoutAccounts>('GET', '/member/payoutAccounts', token)).value.accounts;
  const add = (token: string, accountNumber: string) =>
    call<{ id: string }>('POST', '/member/payoutAccounts', token, {
      bankCode: 'BPI',
      accountName: 'Player One',
      accountNumber,
      paymentPassword: '123456',
    });

  it('takes it off the list and off the withdrawal, while the withdrawals paid to it still name it', async () => {
    const token = await tokenOf(server.app);
    const paid = await call<{ orderId: string }>('POST', '/transaction/withdraw', token, {
      amount: 150,
      paymentPassword: '123456',
      payoutAccountId: 'PA1',
    });
    expect(await remove(token, 'PA1')).toMatchObject({ success: true, value: null });
    expect(await listed(token)).toEqual([]);
    expect(
      await call('POST', '/transaction/withdraw', token, { amount: 150, paymentPassword: '123456', payoutAccountId: 'PA1' }),
    ).toMatchObject({
      code: 'PAYOUT_ACCOUNT_MISSING',
    });
    const [latest] = (await call<WalletHistoryResponse>('GET', '/transaction/history?pageNo=1', token)).value.list;
    expect(latest).toMatchObject({ orderId: paid.value.orderId, detail: 'BDO Unibank ****4321' });
  });

  it('frees a place at the limit, and the same account can be added again', async () => {
    const token = await tokenOf(server.app);
    for (const n of [1, 2, 3, 4]) expect((await add(token, `001234567${n}`)).success).toBe(true);
    expect(await add(token, '0012345679')).toMatchObject({ code: 'PAYOUT_ACCOUNT_LIMIT' });
    const [, second] = await listed(token);
    await remove(token, second?.id ?? '');
    expect(await listed(token)).toHaveLength(4);
    expect((await add(token, '0012345671')).success).toBe(true);
    expect(await listed(token)).toHaveLength(5);
  });

  it("refuses an account that is not the member's, or already removed (PAYOUT_ACCOUNT_MISSING), and trial accounts", async () => {
    const token = await tokenOf(server.app);
    expect(await remove(await newMember(), 'PA1')).toMatchObject({ success: false, code: 'PAYOUT_ACCOUNT_MISSING' });
    expect(await listed(token)).toHaveLength(1);
    await remove(token, 'PA1');
    expect(await remove(token, 'PA1')).toMatchObject({ success: false, code: 'PAYOUT_ACCOUNT_MISSING' });
    expect(await remove(await trialToken(), 'PA1')).toMatchObject({ success: false, code: 'FREE_REJECT' });
  });
});

describe('withdrawal', () => {
  const withdraw = (token: string, body: Record<string, unknown>) => call('POST', '/transaction/withdraw', token, body);

  it('tells its limits before the player types: 100 to 50 000', async () => {
    expect((await call('GET', '/transaction/withdraw/limits', await tokenOf(server.app))).value).toEqual({
      minAmount: 100,
      maxAmount: 50_000,
    });
    expect(await call('GET', '/transaction/withdraw/limits', await trialToken())).toMatchObject({ code: 'FREE_REJECT' });
  });

  it('a new member is told what is missing: a payment password, then a payout account', async () => {
    const token = await newMember();
    expect(await withdraw(token, { amount: 100, paymentPassword: '246810', payoutAccountId: 'PA1' })).toMatchObject({
      code: 'PAYMENT_PASSWORD_UNSET',
    });
    await call('POST', '/member/paymentPassword', token, { paymentPassword: '246810', confirmPaymentPassword: '246810' });
    // player01's account is not theirs.
    expect(await withdraw(token, { amount: 100, paymentPassword: '246810', payoutAccountId: 'PA1' })).toMatchObject({
      code: 'PAYOUT_ACCOUNT_MISSING',
      message: 'Please add a payout account first',
    });
    const account = await call<{ id: string }>('POST', '/member/payoutAccounts', token, {
      bankCode: 'GCASH',
      accountName: 'Fresh One',
      accountNumber: '09170009999',
      paymentPassword: '246810',
    });
    await redeem(token, 'GIFT500MC2026', 'fresh-redeem');
    const paid = await withdraw(token, { amount: 200, paymentPassword: '246810', payoutAccountId: account.value.id });
    expect(paid).toMatchObject({ success: true, value: { amount: 200, sumBalance: 300, status: 'processing' } });
  });

  it.each([
    [{ amount: 99.99 }, 'AMOUNT_OUT_OF_RANGE', 'The minimum withdrawal is 100'],
    [{ amount: 50_000.01 }, 'AMOUNT_OUT_OF_RANGE', 'The maximum withdrawal is 50000'],
    [{ amount: 5000 }, 'INSUFFICIENT_BALANCE', 'Insufficient balance'],
    [{ paymentPassword: '654321' }, 'PAYMENT_PASSWORD_WRONG', 'Payment password incorrect'],
  ])('refuses %o', async (change, code, message) => {
    const token = await tokenOf(server.app);
    expect(await withdraw(token, { amount: 150, paymentPassword: '123456', payoutAccountId: 'PA1', ...change })).toMatchObject({
      success: false,
      code,
      message,
    });
    expect(await balanceOf(token)).toBe(1520.75);
  });

  it('an amount outside the limits is refused with the limits, so the screen can name the one it passed', async () => {
    expect(await withdraw(await tokenOf(server.app), { amount: 50, paymentPassword: '123456', payoutAccountId: 'PA1' })).toMatchObject({
      code: 'AMOUNT_OUT_OF_RANGE',
      value: { minAmount: 100, maxAmount: 50_000 },
    });
  });
});

it('orders, vouchers, payout accounts and the payment password survive a restart', async () => {
  const token = await tokenOf(server.app);
  const pending = (await order(token, 'GCASH', 700, 'persist-1')).value;
  await redeem(token, 'GIFT100MC2026', 'persist-2');
  await call('POST', '/member/paymentPassword', token, {
    oldPaymentPassword: '123456',
    paymentPassword: '555777',
    confirmPaymentPassword: '555777',
  });
  const added = await call<{ id: string }>('POST', '/member/payoutAccounts', token, {
    bankCode: 'BDO',
    accountName: 'Player One',
    accountNumber: '9876543210',
    paymentPassword: '555777',
  });
  await server.restart();
  expect((await call<DepositOrder>('GET', `/deposit/order?orderId=${pending.orderId}`, token)).value).toEqual(pending);
  expect(await redeem(token, 'GIFT100MC2026', 'persist-3')).toMatchObject({ code: 'VOUCHER_USED' });
  expect(await balanceOf(token)).toBe(1620.75);
  expect((await call<PayoutAccounts>('GET', '/member/payoutAccounts', token)).value.accounts.map((a) => a.id)).toEqual([
    'PA1',
    added.value.id,
  ]);
  const paid = await call('POST', '/transaction/withdraw', token, {
    amount: 100,
    paymentPassword: '555777',
    payoutAccountId: added.value.id,
  });
  expect(paid.success).toBe(true);
  const history = (await call<WalletHistoryResponse>('GET', '/transaction/history?pageNo=1', token)).value.list.slice(0, 3);
  expect(history.map((r) => [r.kind, r.status])).toEqual([
    ['withdrawal', 'processing'],
    ['deposit', 'success'],
    ['deposit', 'pending'],
  ]);
});
