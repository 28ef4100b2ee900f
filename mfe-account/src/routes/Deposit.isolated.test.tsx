import { act, screen, waitFor, within } from '@testing-library/react';
import { user } from '../testing/user';
import { ApiError, bus, fetchWallet, queryCache, setLanguage, useSessionStore } from 'shared';
import { createDepositOrder, fetchDepositChannels, fetchDepositOrder, fetchWalletHistory, redeemVoucher } from 'shared/cashier';
import Deposit from './Deposit';
import { CHANNELS, order, walletRecord } from '../testing/cashier';
import { PLAYER_SESSION, TRIAL_SESSION } from '../testing/fixtures';
import { renderScreen } from '../testing/renderScreen';

const { standIns } = await vi.hoisted(() => import('shared/testing'));
vi.mock(
  'shared',
  standIns<typeof import('shared')>(['fetchWallet'], {
    useCurrencySymbol: () => '₱',
  }),
);
vi.mock('shared/cashier', () => ({
  fetchDepositChannels: vi.fn(),
  createDepositOrder: vi.fn(),
  fetchDepositOrder: vi.fn(),
  fetchWalletHistory: vi.fn(),
  redeemVoucher: vi.fn(),
}));

/** The backend's list of the member's pending deposits (the wallet history asked for them alone). */
const pendingList = (...orderIds: string[]) => ({
  list: orderIds.map((orderId, i) => walletRecord(1, { orderId, status: 'pending', kind: 'deposit', reference: `MCREF000${i}` })),
  pageNum: 1,
  totalPages: orderIds.length ? 1 : 0,
  total: orderIds.length,
});

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const open = () => renderScreen(<Deposit />, { url: '/m/voucherCenter' });
const openAsPlayer = async () => {
  act(() => useSessionStore.getState().signIn(PLAYER_SESSION));
  open();
  await screen.findByTestId('deposit-form');
};

beforeEach(() => {
  queryCache.clear();
  vi.mocked(fetchWallet).mockReset().mockResolvedValue({ sumBalance: 10, currencySymbol: '₱' });
  vi.mocked(fetchDepositChannels).mockReset().mockResolvedValue(CHANNELS);
  vi.mocked(createDepositOrder).mockReset();
  vi.mocked(fetchDepositOrder).mockReset().mockResolvedValue(order());
  vi.mocked(redeemVoucher).mockReset();
  vi.mocked(fetchWalletHistory).mockReset().mockResolvedValue(pendingList());
});

describe('Deposit (voucher centre): who may deposit', () => {
  it.each([0, 1, 2])('member type %i may deposit', async (type) => {
    act(() => useSessionStore.getState().signIn({ ...PLAYER_SESSION, type }));
    open();
    expect(await screen.findByTestId('deposit-form')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it.each([4, 40, 41, 42])('member type %i is refused with free_reject; cancel goes back to where it was', async (type) => {
    act(() => useSessionStore.getState().signIn({ ...TRIAL_SESSION, type }));
    renderScreen(<Deposit />, { url: '/m/voucherCenter', from: '/m/home' });
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Please login an actual account to use this function');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect((await screen.findByTestId('navigated')).textContent).toBe('/m/home');
    expect(screen.queryByTestId('deposit-form')).toBeNull();
    expect(fetchDepositChannels).not.toHaveBeenCalled();
  });

  it('guests go to login', async () => {
    act(() => useSessionStore.getState().signOut());
    open();
    expect((await screen.findByTestId('navigated')).textContent).toBe('/m/login?returnTo=%2Fm%2FvoucherCenter');
  });
});

describe('Deposit (voucher centre): an order', () => {
  it('offers each channel with its limits, and its own one-tap amounts', async () => {
    await openAsPlayer();
    expect(screen.getByText('E-wallet · GCash')).toBeTruthy();
    expect(screen.getAllByText('From ₱100.00 to ₱20,000.00').length).toBeGreaterThan(0);
    await user.click(screen.getByTestId('deposit-channel-VOUCHER'));
    expect(screen.getAllByTestId('deposit-preset').map((b) => b.textContent)).toEqual([
      '₱100.00',
      '₱200.00',
      '₱500.00',
      '₱1,000.00',
      '₱2,000.00',
      '₱5,000.00',
    ]);
    await user.click(screen.getByRole('button', { name: '₱2,000.00' }));
    expect(input('amount').value).toBe('2000');
  });

  it("checks the amount against the chosen channel's limits before asking the server", async () => {
    await openAsPlayer();
    await user.click(screen.getByTestId('deposit-submit'));
    expect(await screen.findByText('Amount is required')).toBeTruthy();
    await user.type(input('amount'), '50');
    await user.click(screen.getByTestId('deposit-submit'));
    expect(await screen.findByText('The minimum for this channel is ₱100.00')).toBeTruthy();
    await user.click(screen.getByTestId('deposit-channel-VOUCHER'));
    await user.clear(input('amount'));
    await user.type(input('amount'), '6000');
    await user.click(screen.getByTestId('deposit-submit'));
    expect(await screen.findByText('The maximum for this channel is ₱5,000.00')).toBeTruthy();
    expect(createDepositOrder).not.toHaveBeenCalled();
  });

  it('creates the order and shows its reference, status and where to pay', async () => {
    vi.mocked(createDepositOrder).mockResolvedValue(order({ channel: 'INSTAPAY', kind: 'bank' }));
    vi.mocked(fetchDepositOrder).mockResolvedValue(order({ channel: 'INSTAPAY', kind: 'bank' }));
    await openAsPlayer();
    await user.click(screen.getByRole('button', { name: '₱500.00' }));
    await user.click(screen.getByTestId('deposit-submit'));
    const panel = await screen.findByTestId('deposit-order');
    expect(within(panel).getByTestId('deposit-reference').textContent).toBe('MCK7Q2X9PA');
    expect(within(panel).getByTestId('deposit-status').textContent).toBe('Pending');
    expect(within(panel).getByTestId('deposit-instructions').textContent).toContain('Send ₱500.00 to MCasino Gaming, 0917 000 0063');
    expect(createDepositOrder).toHaveBeenCalledWith({
      channel: 'INSTAPAY',
      amount: 500,
      requestId: expect.stringMatching(/^[0-9a-f]{24}$/),
    });
  });

  it('in Portuguese, writes the limits and reads the typed amount the Portuguese way', async () => {
    vi.mocked(createDepositOrder).mockResolvedValue(order({ amount: 1500.5 }));
    vi.mocked(fetchDepositOrder).mockResolvedValue(order({ amount: 1500.5 }));
    await openAsPlayer();
    await act(() => setLanguage('pt'));
    try {
      await user.click(screen.getByTestId('deposit-channel-GCASH'));
      expect((await screen.findAllByText('De ₱100,00 a ₱20.000,00')).length).toBeGreaterThan(0);
      await user.type(input('amount'), '20.000,01');
      await user.click(screen.getByTestId('deposit-submit'));
      expect(await screen.findByText('O máximo para este canal é ₱20.000,00')).toBeTruthy();
      await user.clear(input('amount'));
      await user.type(input('amount'), '1.500,50');
      await user.click(screen.getByTestId('deposit-submit'));
      await waitFor(() =>
        expect(createDepositOrder).toHaveBeenCalledWith({ channel: 'GCASH', amount: 1500.5, requestId: expect.any(String) }),
      );
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('a voucher order says to pay at an outlet and redeem the code', async () => {
    const voucher = order({ channel: 'VOUCHER', kind: 'voucher', payTo: null });
    vi.mocked(createDepositOrder).mockResolvedValue(voucher);
    vi.mocked(fetchDepositOrder).mockResolvedValue(voucher);
    await openAsPlayer();
    await user.click(screen.getByTestId('deposit-channel-VOUCHER'));
    await user.type(input('amount'), '500');
    await user.click(screen.getByTestId('deposit-submit'));
    expect((await screen.findByTestId('deposit-instructions')).textContent).toContain(
      'Pay ₱500.00 at a partner outlet with the reference MCK7Q2X9PA',
    );
  });

  it('a failed order keeps the amount, says why, and the retry sends the same request', async () => {
    vi.mocked(createDepositOrder).mockRejectedValueOnce(new ApiError('timeout', '')).mockResolvedValueOnce(order());
    await openAsPlayer();
    await user.type(input('amount'), '750');
    await user.click(screen.getByTestId('deposit-submit'));
    expect(await screen.findByText('The server took too long to answer. Please try again.')).toBeTruthy();
    expect(input('amount').value).toBe('750');
    await user.click(screen.getByTestId('deposit-submit'));
    await screen.findByTestId('deposit-order');
    const [first, second] = vi.mocked(createDepositOrder).mock.calls.map(([payload]) => payload.requestId);
    expect(second).toBe(first);
  });

  it('a refused amount is said on the field in the player’s language', async () => {
    vi.mocked(createDepositOrder).mockRejectedValue(
      new ApiError('server', 'The amount must be between 100 and 20000', 200, 'AMOUNT_OUT_OF_RANGE'),
    );
    await openAsPlayer();
    await user.type(input('amount'), '900');
    await user.click(screen.getByTestId('deposit-submit'));
    expect((await screen.findByText('The amount is outside the limits')).getAttribute('data-field-error')).toBe('amount');
  });

  it('a refusal that carries the limits names the one the amount passed', async () => {
    vi.mocked(createDepositOrder).mockRejectedValue(
      new ApiError('server', 'The amount must be between 1000 and 20000', 200, 'AMOUNT_OUT_OF_RANGE', {
        minAmount: 1000,
        maxAmount: 20_000,
      }),
    );
    await openAsPlayer();
    await user.type(input('amount'), '900');
    await user.click(screen.getByTestId('deposit-submit'));
    expect((await screen.findByText('The minimum for this channel is ₱1,000.00')).getAttribute('data-field-error')).toBe('amount');
  });

  it('"check status" reads the order again; once paid every balance is refreshed', async () => {
    vi.mocked(createDepositOrder).mockResolvedValue(order());
    const refresh = vi.fn();
    const off = bus.on('balance:refresh', refresh);
    await openAsPlayer();
    await user.click(screen.getByRole('button', { name: '₱500.00' }));
    await user.click(screen.getByTestId('deposit-submit'));
    await screen.findByTestId('deposit-order');
    await waitFor(() => expect(fetchDepositOrder).toHaveBeenCalledTimes(1));
    vi.mocked(fetchDepositOrder).mockResolvedValue(order({ status: 'success' }));
    await user.click(screen.getByTestId('deposit-check-status'));
    await waitFor(() => expect(screen.getByTestId('deposit-status').textContent).toBe('Successful'));
    expect(refresh).toHaveBeenCalled();
    off();
  });

  it('a channel list that fails to load says why and loads on retry', async () => {
    vi.mocked(fetchDepositChannels).mockRejectedValueOnce(new ApiError('server', 'System upgrading try again later', 500));
    act(() => useSessionStore.getState().signIn(PLAYER_SESSION));
    open();
    expect(await screen.findByText('System upgrading try again later')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('deposit-form')).toBeTruthy();
  });
});

describe('Deposit (voucher centre): a pending order found again', () => {
  it('asks the backend for the pending deposits and shows each with its reference, amount, where to pay and by when', async () => {
    vi.mocked(fetchWalletHistory).mockResolvedValue(pendingList('DP00000007'));
    vi.mocked(fetchDepositOrder).mockResolvedValue(
      order({
        orderId: 'DP00000007',
        reference: 'MCPEND1234',
        channel: 'INSTAPAY',
        kind: 'bank',
        amount: 2000,
        expiresAt: Date.UTC(2026, 10, 9, 9, 49) /* 17:49 in Manila */,
        payTo: { accountName: 'MCasino Gaming Inc.', accountNumber: '0012 3456 7890' },
      }),
    );
    await openAsPlayer();
    const panel = await screen.findByTestId('deposit-order');
    expect(fetchWalletHistory).toHaveBeenCalledWith({ kind: 'deposit', status: 'pending' });
    expect(fetchDepositOrder).toHaveBeenCalledWith('DP00000007');
    expect(panel.textContent).toContain('You have a pending order');
    expect(within(panel).getByTestId('deposit-reference').textContent).toBe('MCPEND1234');
    expect(within(panel).getByTestId('deposit-amount').textContent).toBe('₱2,000.00');
    expect(within(panel).getByTestId('deposit-pay-by').textContent).toBe('11/09/2026 17:49');
    expect(within(panel).getByTestId('deposit-instructions').textContent).toContain(
      'Send ₱2,000.00 to MCasino Gaming Inc., 0012 3456 7890, with the reference MCPEND1234',
    );
  });

  it('an order just made is shown once, below the form, when the pending list holds it too', async () => {
    vi.mocked(fetchWalletHistory).mockResolvedValue(pendingList('DP00000001'));
    vi.mocked(createDepositOrder).mockResolvedValue(order());
    await openAsPlayer();
    expect((await screen.findByTestId('deposit-order')).textContent).toContain('You have a pending order');
    await user.click(screen.getByRole('button', { name: '₱500.00' }));
    await user.click(screen.getByTestId('deposit-submit'));
    await waitFor(() => expect(screen.getByTestId('deposit-order').textContent).toContain('Your deposit order'));
    expect(screen.getAllByTestId('deposit-order')).toHaveLength(1);
  });

  it('an order found pending stays on the screen once paid, saying so', async () => {
    vi.mocked(fetchWalletHistory).mockResolvedValue(pendingList('DP00000001'));
    await openAsPlayer();
    await screen.findByTestId('deposit-order');
    vi.mocked(fetchWalletHistory).mockResolvedValue(pendingList());
    vi.mocked(fetchDepositOrder).mockResolvedValue(order({ status: 'success' }));
    await user.click(screen.getByTestId('deposit-check-status'));
    await waitFor(() => expect(screen.getByTestId('deposit-status').textContent).toBe('Successful'));
    expect(screen.getAllByTestId('deposit-order')).toHaveLength(1);
  });

  it('a pending list that cannot be read says so with a retry, and the form still works', async () => {
    vi.mocked(fetchWalletHistory).mockRejectedValueOnce(new ApiError('timeout', '')).mockResolvedValue(pendingList('DP00000001'));
    await openAsPlayer();
    const failed = await screen.findByTestId('deposit-pending-error');
    expect(failed.textContent).toContain('Your pending orders could not be checked. The server took too long to answer.');
    await user.click(within(failed).getByRole('button', { name: 'Retry' }));
    expect((await screen.findByTestId('deposit-order')).textContent).toContain('MCK7Q2X9PA');
    expect(screen.queryByTestId('deposit-pending-error')).toBeNull();
  });

  it('an order that cannot be read says why with a retry', async () => {
    vi.mocked(fetchWalletHistory).mockResolvedValue(pendingList('DP00000001'));
    vi.mocked(fetchDepositOrder).mockRejectedValueOnce(new ApiError('server', 'System upgrading try again later', 500));
    await openAsPlayer();
    const failed = await screen.findByTestId('deposit-order-error');
    expect(failed.textContent).toContain('System upgrading try again later');
    await user.click(within(failed).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('deposit-reference')).toBeTruthy();
  });
});

describe('Deposit (voucher centre): voucher redeem', () => {
  it('checks the code, redeems it normalised, and says what was credited', async () => {
    vi.mocked(redeemVoucher).mockResolvedValue({
      orderId: 'DP00000009',
      reference: 'GIFT500MC2026',
      amount: 500,
      sumBalance: 510,
      status: 'success',
    });
    await openAsPlayer();
    await user.click(screen.getByTestId('voucher-submit'));
    expect(await screen.findByText('Voucher code is required')).toBeTruthy();
    await user.type(input('voucherCode'), 'abc');
    await user.click(screen.getByTestId('voucher-submit'));
    expect(await screen.findByText('A voucher code has 6 to 20 letters and digits')).toBeTruthy();
    await user.clear(input('voucherCode'));
    await user.type(input('voucherCode'), 'gift-500 mc2026');
    await user.click(screen.getByTestId('voucher-submit'));
    expect((await screen.findByTestId('voucher-result')).textContent).toContain('₱500.00 added to your balance (order DP00000009)');
    expect(redeemVoucher).toHaveBeenCalledWith({ code: 'GIFT500MC2026', requestId: expect.any(String) });
    expect(input('voucherCode').value).toBe('');
  });

  it.each([
    ['VOUCHER_USED', 'This voucher has already been used'],
    ['VOUCHER_UNKNOWN', 'This voucher code does not exist. Please check it and try again.'],
  ])('%s is said on the field and the code stays', async (code, text) => {
    vi.mocked(redeemVoucher).mockRejectedValue(new ApiError('server', 'whatever the server said', 200, code));
    await openAsPlayer();
    await user.type(input('voucherCode'), 'GIFT500MC2026');
    await user.click(screen.getByTestId('voucher-submit'));
    expect((await screen.findByText(text)).getAttribute('data-field-error')).toBe('voucherCode');
    expect(input('voucherCode').value).toBe('GIFT500MC2026');
  });

  it('a lost answer keeps the code, and the retry is the same redeem (not refused as used)', async () => {
    vi.mocked(redeemVoucher)
      .mockRejectedValueOnce(new ApiError('malformed', ''))
      .mockResolvedValueOnce({ orderId: 'DP1', reference: 'R', amount: 100, sumBalance: 110, status: 'success' });
    await openAsPlayer();
    await user.type(input('voucherCode'), 'GIFT100MC2026');
    await user.click(screen.getByTestId('voucher-submit'));
    expect(await screen.findByTestId('form-error')).toBeTruthy();
    expect(input('voucherCode').value).toBe('GIFT100MC2026');
    await user.click(screen.getByTestId('voucher-submit'));
    await screen.findByTestId('voucher-result');
    const [first, second] = vi.mocked(redeemVoucher).mock.calls.map(([payload]) => payload.requestId);
    expect(second).toBe(first);
  });
});
