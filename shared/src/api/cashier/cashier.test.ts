import { setRuntimeConfig } from '../../config/runtimeConfig';
import { queryCache } from '../../query/queries';
import { bus } from '../../bus/bus';
import { useSessionStore } from '../../session/store';
import { jsonResponse } from '../../testing/jsonResponse';
import { fetchWallet } from '../endpoints/wallet';
import { setTransport } from '../transport';
import {
  createDepositOrder,
  fetchDepositChannels,
  fetchPayoutAccounts,
  fetchWalletHistory,
  redeemVoucher,
  removePayoutAccount,
  savePaymentPassword,
  withdraw,
} from './index';
import { fetchPaymentPasswordStatus } from './paymentPassword';

/** Answers every call from `answers` by method and path under the API base, counting the calls. */
function backend(answers: Record<string, unknown>, urls: string[] = []) {
  const calls: string[] = [];
  setTransport(async ({ method, url }) => {
    const key = `${method} ${url.replace(/^\/wps/, '').split('?')[0]}`;
    calls.push(key);
    urls.push(url);
    return jsonResponse({ success: true, value: answers[key] });
  });
  return calls;
}

const WALLET = { sumBalance: 100, currencySymbol: '₱' };
const HISTORY = { list: [], pageNum: 1, totalPages: 0, total: 0 };
const ORDER = {
  orderId: 'DP00000001',
  reference: 'MC12345678',
  channel: 'GCASH',
  kind: 'ewallet',
  amount: 500,
  status: 'pending',
  createdAt: 1,
  expiresAt: 2,
  payTo: { accountName: 'MCasino', accountNumber: '09170000000' },
};

beforeEach(() => {
  setRuntimeConfig({ apiBase: '/wps', merchantCode: 'mcasino' });
  useSessionStore.getState().signIn({ token: 't', merchantCode: 'mc', userName: 'player01', type: 1, firstTimeLogin: false });
  queryCache.clear();
});

describe('shared/cashier', () => {
  it('goes through the page’s one client and cache: a fresh read is not asked twice', async () => {
    const calls = backend({ 'GET /transaction/history': HISTORY });
    await fetchWalletHistory({ kind: 'deposit' });
    await fetchWalletHistory({ kind: 'deposit' });
    expect(calls).toEqual(['GET /transaction/history']);
  });

  it('checks every answer against its contract', async () => {
    backend({ 'GET /deposit/channels': [{ code: 'BANK', kind: 'cash', name: 'Bank', minAmount: 100, maxAmount: 500, amounts: [] }] });
    await expect(fetchDepositChannels()).rejects.toMatchObject({ kind: 'malformed', field: '0.kind' });
  });

  it.each([
    ['a voucher redeem', () => redeemVoucher({ code: 'ABCD1234EFGH', requestId: 'req-00001' }), 'POST /deposit/voucher/redeem'],
    ['a withdrawal', () => withdraw({ amount: 100, paymentPassword: '123456', payoutAccountId: 'PA1' }), 'POST /transaction/withdraw'],
  ])('%s marks the balance and the history stale', async (_name, write, path) => {
    const calls = backend({
      'GET /wallets/gcs': WALLET,
      'GET /transaction/history': HISTORY,
      [path]: {
        orderId: 'X1',
        reference: 'R1',
        amount: 100,
        sumBalance: 200,
        status: path.includes('withdraw') ? 'processing' : 'success',
      },
    });
    await Promise.all([fetchWallet(), fetchWalletHistory()]);
    await write();
    await Promise.all([fetchWallet(), fetchWalletHistory()]);
    expect(calls.filter((c) => c.startsWith('GET'))).toEqual([
      'GET /wallets/gcs',
      'GET /transaction/history',
      'GET /wallets/gcs',
      'GET /transaction/history',
    ]);
  });

  it('a new deposit order marks the history stale, but not the balance (nothing is credited yet)', async () => {
    const calls = backend({ 'GET /wallets/gcs': WALLET, 'GET /transaction/history': HISTORY, 'POST /deposit/order': ORDER });
    await Promise.all([fetchWallet(), fetchWalletHistory()]);
    await createDepositOrder({ channel: 'GCASH', amount: 500, requestId: 'req-00002' });
    await Promise.all([fetchWallet(), fetchWalletHistory()]);
    expect(calls.filter((c) => c.startsWith('GET'))).toEqual(['GET /wallets/gcs', 'GET /transaction/history', 'GET /transaction/history']);
  });

  it('setting the payment password marks its status stale', async () => {
    const calls = backend({ 'GET /member/paymentPassword': { set: false }, 'POST /member/paymentPassword': null });
    await fetchPaymentPasswordStatus();
    await savePaymentPassword({ paymentPassword: '123456', confirmPaymentPassword: '123456' });
    await fetchPaymentPasswordStatus();
    expect(calls).toEqual(['GET /member/paymentPassword', 'POST /member/paymentPassword', 'GET /member/paymentPassword']);
  });

  it('asks the history for one status when told (the pending deposits), as its own read', async () => {
    const urls: string[] = [];
    backend({ 'GET /transaction/history': HISTORY }, urls);
    await fetchWalletHistory({ kind: 'deposit', status: 'pending' });
    await fetchWalletHistory({ kind: 'deposit' });
    expect(urls).toEqual([
      '/wps/transaction/history?kind=deposit&status=pending&pageNo=1&pageSize=10',
      '/wps/transaction/history?kind=deposit&pageNo=1&pageSize=10',
    ]);
  });

  it('removing a payout account marks the list stale', async () => {
    const calls = backend({ 'GET /member/payoutAccounts': { accounts: [], banks: [], limit: 5 }, 'DELETE /member/payoutAccounts': null });
    await fetchPayoutAccounts();
    await removePayoutAccount('PA2');
    await fetchPayoutAccounts();
    expect(calls).toEqual(['GET /member/payoutAccounts', 'DELETE /member/payoutAccounts', 'GET /member/payoutAccounts']);
  });

  it('a balance refresh (a deposit found settled) has the history asked again', async () => {
    const calls = backend({ 'GET /transaction/history': HISTORY });
    await fetchWalletHistory({ kind: 'deposit', status: 'pending' });
    bus.emit('balance:refresh');
    await fetchWalletHistory({ kind: 'deposit', status: 'pending' });
    expect(calls).toEqual(['GET /transaction/history', 'GET /transaction/history']);
  });
});
