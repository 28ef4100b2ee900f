import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { user } from '../testing/user';
import { ApiError, fetchWallet, queryCache, setLanguage, useSessionStore, type WalletHistoryQuery, type WalletRecord } from 'shared';
import { fetchDepositOrder, fetchWalletHistory } from 'shared/cashier';
import WalletHistory from './WalletHistory';
import { order, walletRecord } from '../testing/cashier';
import { PLAYER_SESSION, TRIAL_SESSION } from '../testing/fixtures';
import { renderScreen } from '../testing/renderScreen';

const { standIns } = await vi.hoisted(() => import('shared/testing'));
vi.mock(
  'shared',
  standIns<typeof import('shared')>(['fetchWallet'], {
    useCurrencySymbol: () => '₱',
  }),
);
vi.mock('shared/cashier', () => ({ fetchWalletHistory: vi.fn(), fetchDepositOrder: vi.fn() }));

/** 24 records served 10 a page, filtered by kind, as dev-api serves player01's. */
const ALL = Array.from({ length: 24 }, (_, i) => walletRecord(i + 1));
function serve({ kind = 'all', pageNo = 1, pageSize = 10 }: WalletHistoryQuery = {}) {
  const listed = kind === 'all' ? ALL : ALL.filter((r) => r.kind === kind);
  return Promise.resolve({
    list: listed.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    pageNum: pageNo,
    totalPages: Math.ceil(listed.length / pageSize),
    total: listed.length,
  });
}

const rows = () => screen.queryAllByTestId('wallet-record');
const open = (url = '/m/walletHistory') => renderScreen(<WalletHistory />, { url, path: '/m/walletHistory' });
const onePage = (...list: WalletRecord[]) => ({ list, pageNum: 1, totalPages: 1, total: list.length });

beforeEach(() => {
  queryCache.clear();
  vi.mocked(fetchWallet).mockReset().mockResolvedValue({ sumBalance: 10, currencySymbol: '₱' });
  vi.mocked(fetchWalletHistory).mockReset().mockImplementation(serve);
  vi.mocked(fetchDepositOrder).mockReset().mockResolvedValue(order());
  useSessionStore.getState().signIn(PLAYER_SESSION);
});

describe('Wallet history', () => {
  it('sends guests to login and back, and refuses trial accounts', async () => {
    act(() => useSessionStore.getState().signOut());
    open();
    expect((await screen.findByTestId('navigated')).textContent).toBe('/m/login?returnTo=%2Fm%2FwalletHistory');
  });

  it('refuses trial accounts with free_reject', async () => {
    act(() => useSessionStore.getState().signIn(TRIAL_SESSION));
    open();
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Please login an actual account');
    expect(fetchWalletHistory).not.toHaveBeenCalled();
  });

  it('shows each record with its kind, amount, status and detail', async () => {
    open();
    await waitFor(() => expect(rows()).toHaveLength(10));
    const [first, second] = rows();
    expect(first?.dataset).toMatchObject({ kind: 'deposit', status: 'success' });
    expect(first?.textContent).toContain('Deposit');
    expect(first?.textContent).toContain('+₱100.00');
    expect(first?.textContent).toContain('Successful');
    expect(second?.textContent).toContain('Withdrawal');
    expect(second?.textContent).toContain('−₱200.00');
    expect(second?.textContent).toContain('BDO Unibank ****4321');
  });

  it('says there is nothing more only once the last page is shown', async () => {
    open();
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(screen.queryByTestId('history-end')).toBeNull();
  });

  it('"more" pages on (the pages already shown are cached reads, shared/src/api/cashier) and goes once the last page is shown', async () => {
    open();
    await waitFor(() => expect(rows()).toHaveLength(10));
    await user.click(screen.getByTestId('history-more'));
    await waitFor(() => expect(rows()).toHaveLength(20));
    await user.click(screen.getByTestId('history-more'));
    await waitFor(() => expect(rows()).toHaveLength(24));
    expect(screen.queryByTestId('history-more')).toBeNull();
    expect(screen.getByTestId('history-end').textContent).toBe('No more records');
    expect(vi.mocked(fetchWalletHistory).mock.calls.map(([q]) => q?.pageNo)).toEqual([1, 1, 2, 1, 2, 3]);
  });

  it('filters by kind, from the first page again', async () => {
    open();
    await waitFor(() => expect(rows()).toHaveLength(10));
    await user.click(screen.getByTestId('history-more'));
    await waitFor(() => expect(rows()).toHaveLength(20));
    await user.click(screen.getByTestId('mode-withdrawal'));
    await waitFor(() => expect(rows()).toHaveLength(8));
    expect(rows().every((row) => row.dataset.kind === 'withdrawal')).toBe(true);
    expect(vi.mocked(fetchWalletHistory)).toHaveBeenLastCalledWith({ kind: 'withdrawal', pageNo: 1 });
  });

  it('says so when there is nothing to show', async () => {
    vi.mocked(fetchWalletHistory).mockResolvedValue({ list: [], pageNum: 1, totalPages: 0, total: 0 });
    open();
    expect((await screen.findByTestId('empty-data')).textContent).toContain('No deposits or withdrawals yet');
  });

  it('a failed first page says why and loads on retry', async () => {
    vi.mocked(fetchWalletHistory).mockRejectedValueOnce(new ApiError('server', 'System upgrading try again later', 500));
    open();
    expect(await screen.findByText('System upgrading try again later')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rows()).toHaveLength(10));
  });

  it('a failed next page keeps what is listed and retries', async () => {
    open();
    await waitFor(() => expect(rows()).toHaveLength(10));
    vi.mocked(fetchWalletHistory).mockImplementation((q) => (q?.pageNo === 2 ? Promise.reject(new ApiError('timeout', '')) : serve(q)));
    await user.click(screen.getByTestId('history-more'));
    expect(await screen.findByText('The server took too long to answer. Please try again.')).toBeTruthy();
    expect(rows()).toHaveLength(10);
    vi.mocked(fetchWalletHistory).mockImplementation(serve);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rows()).toHaveLength(20));
  });

  it('a pending deposit shows its reference, and a tap opens the order: where to pay and by when', async () => {
    vi.mocked(fetchWalletHistory).mockResolvedValue({
      list: [walletRecord(1, { orderId: 'DP00000001', status: 'pending', reference: 'MCK7Q2X9PA', detail: 'GCash' })],
      pageNum: 1,
      totalPages: 1,
      total: 1,
    });
    open();
    const [row] = await waitFor(() => {
      expect(rows()).toHaveLength(1);
      return rows();
    });
    expect(within(row!).getByTestId('wallet-record-reference').textContent).toBe('Reference MCK7Q2X9PA · ');
    const toggle = within(row!).getByTestId('wallet-record-toggle');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = await within(row!).findByTestId('deposit-order');
    expect(fetchDepositOrder).toHaveBeenCalledWith('DP00000001');
    expect(within(panel).getByTestId('deposit-reference').textContent).toBe('MCK7Q2X9PA');
    expect(within(panel).getByTestId('deposit-instructions').textContent).toContain('Send ₱500.00 to MCasino Gaming, 0917 000 0063');
    await user.click(toggle);
    expect(within(row!).queryByTestId('deposit-order')).toBeNull();
  });

  it('a settled record opens its details, the reference of a deposit among them, without asking the server', async () => {
    vi.mocked(fetchWalletHistory).mockResolvedValue({
      list: [walletRecord(1, { reference: 'MCSETTLED1', createdAt: Date.UTC(2026, 10, 9, 9, 49) /* 17:49 in Manila */ })],
      pageNum: 1,
      totalPages: 1,
      total: 1,
    });
    open();
    await user.click(await screen.findByTestId('wallet-record-toggle'));
    const facts = await screen.findByTestId('wallet-record-facts');
    expect(facts.textContent).toContain('ReferenceMCSETTLED1');
    expect(facts.textContent).toContain('OrderDS1001');
    expect(facts.textContent).toContain('ChannelGCash');
    expect(facts.textContent).toContain('Date11/09/2026 17:49');
    expect(fetchDepositOrder).not.toHaveBeenCalled();
  });

  it('a failed or expired deposit and a refused withdrawal never look credited: no sign, struck through, the status says why', async () => {
    vi.mocked(fetchWalletHistory).mockResolvedValue(
      onePage(
        walletRecord(1, { status: 'failed', amount: 2000 }),
        walletRecord(4, { status: 'expired', amount: 2000 }),
        walletRecord(2, { status: 'rejected', amount: 500 }),
        walletRecord(7, { status: 'pending', amount: 300 }),
        walletRecord(10, { status: 'success', amount: 100 }),
      ),
    );
    open();
    await waitFor(() => expect(rows()).toHaveLength(5));
    const amounts = screen.getAllByTestId('wallet-record-amount').map((a) => [a.textContent, a.dataset.effect]);
    expect(amounts).toEqual([
      ['₱2,000.00', 'void'],
      ['₱2,000.00', 'void'],
      ['₱500.00', 'void'],
      ['₱300.00', 'awaiting'],
      ['+₱100.00', 'credited'],
    ]);
    expect(screen.getAllByTestId('wallet-record-status').map((s) => s.textContent)).toEqual([
      'Failed',
      'Expired',
      'Rejected',
      'Pending',
      'Successful',
    ]);
  });

  it('writes each date as the player’s language does, as one piece', async () => {
    vi.mocked(fetchWalletHistory).mockResolvedValue(
      onePage(walletRecord(1, { createdAt: Date.UTC(2026, 10, 9, 9, 49) /* 17:49 in Manila */ })),
    );
    open();
    const row = await screen.findByTestId('wallet-record');
    expect(row.querySelector('time')?.textContent).toBe('11/09/2026 17:49');
    await act(() => setLanguage('pt'));
    try {
      await waitFor(() => expect(row.querySelector('time')?.textContent).toBe('09/11/2026 17:49'));
      expect(screen.getByTestId('history-end').textContent).toBe('Não há mais registros');
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('opens on the filter the address names, and an unknown one lists everything', async () => {
    open('/m/walletHistory?kind=withdrawal');
    await waitFor(() => expect(rows()).toHaveLength(8));
    expect(screen.getByTestId('mode-withdrawal').getAttribute('aria-selected')).toBe('true');
    expect(vi.mocked(fetchWalletHistory)).toHaveBeenLastCalledWith({ kind: 'withdrawal', pageNo: 1 });
    cleanup();
    open('/m/walletHistory?kind=%3Cscript%3E');
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(screen.getByTestId('mode-all').getAttribute('aria-selected')).toBe('true');
  });
});
