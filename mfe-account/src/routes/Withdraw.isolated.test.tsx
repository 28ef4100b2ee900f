import { act, screen, waitFor } from '@testing-library/react';
import { user } from '../testing/user';
import { ApiError, bus, fetchRegisterSettings, fetchWallet, queryCache, setLanguage, useSessionStore } from 'shared';
import { fetchPaymentPasswordStatus, fetchPayoutAccounts, fetchWithdrawLimits, withdraw } from 'shared/cashier';
import Withdraw from './Withdraw';
import { payoutAccounts } from '../testing/cashier';
import { PLAYER_SESSION, TRIAL_SESSION } from '../testing/fixtures';
import { renderScreen } from '../testing/renderScreen';
import { registerSettings } from 'shared/testing';

const { standIns } = await vi.hoisted(() => import('shared/testing'));
vi.mock(
  'shared',
  standIns<typeof import('shared')>(['fetchWallet', 'fetchRegisterSettings'], {
    useCurrencySymbol: () => '₱',
  }),
);
vi.mock('shared/cashier', () => ({
  withdraw: vi.fn(),
  fetchPaymentPasswordStatus: vi.fn(),
  fetchPayoutAccounts: vi.fn(),
  fetchWithdrawLimits: vi.fn(),
}));

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const open = async () => {
  renderScreen(<Withdraw />, { url: '/m/withdraw' });
  await screen.findByTestId('withdraw-form');
  await waitFor(() => expect(screen.getByTestId('balance-amount').textContent).toBe('₱1,520.75'));
};

beforeEach(() => {
  queryCache.clear();
  vi.mocked(fetchWallet).mockReset().mockResolvedValue({ sumBalance: 1520.75, currencySymbol: '₱' });
  vi.mocked(fetchRegisterSettings).mockReset().mockResolvedValue(registerSettings());
  vi.mocked(fetchPaymentPasswordStatus).mockReset().mockResolvedValue({ set: true });
  vi.mocked(fetchPayoutAccounts).mockReset().mockResolvedValue(payoutAccounts());
  vi.mocked(fetchWithdrawLimits).mockReset().mockResolvedValue({ minAmount: 100, maxAmount: 50_000 });
  vi.mocked(withdraw).mockReset();
  useSessionStore.getState().signIn(PLAYER_SESSION);
});

describe('Withdraw', () => {
  it('requires login', async () => {
    act(() => useSessionStore.getState().signOut());
    renderScreen(<Withdraw />, { url: '/m/withdraw' });
    expect((await screen.findByTestId('navigated')).textContent).toBe('/m/login?returnTo=%2Fm%2Fwithdraw');
  });

  it('refuses trial accounts with free_reject', async () => {
    act(() => useSessionStore.getState().signIn(TRIAL_SESSION));
    renderScreen(<Withdraw />, { url: '/m/withdraw' });
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Please login an actual account');
  });

  it('a new member is led to set a payment password and add a payout account, each coming back here', async () => {
    vi.mocked(fetchPaymentPasswordStatus).mockResolvedValue({ set: false });
    vi.mocked(fetchPayoutAccounts).mockResolvedValue(payoutAccounts({ accounts: [] }));
    renderScreen(<Withdraw />, { url: '/m/withdraw' });
    expect(await screen.findByTestId('withdraw-prerequisites')).toBeTruthy();
    expect(screen.queryByTestId('withdraw-form')).toBeNull();
    expect(screen.getByTestId('withdraw-set-payment-password').getAttribute('href')).toBe('/m/paymentPassword?returnTo=%2Fm%2Fwithdraw');
    expect(screen.getByTestId('withdraw-add-payout-account').getAttribute('href')).toBe('/m/payoutAccount?returnTo=%2Fm%2Fwithdraw');
  });

  it('with a payment password but no payout account, asks only for the account', async () => {
    vi.mocked(fetchPayoutAccounts).mockResolvedValue(payoutAccounts({ accounts: [] }));
    renderScreen(<Withdraw />, { url: '/m/withdraw' });
    expect(await screen.findByTestId('withdraw-add-payout-account')).toBeTruthy();
    expect(screen.queryByTestId('withdraw-set-payment-password')).toBeNull();
  });

  it('a failed check of what is on file says why and loads on retry', async () => {
    vi.mocked(fetchPayoutAccounts).mockRejectedValueOnce(new ApiError('timeout', ''));
    renderScreen(<Withdraw />, { url: '/m/withdraw' });
    expect(await screen.findByText('The server took too long to answer. Please try again.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('withdraw-form')).toBeTruthy();
  });

  it('refuses an amount above the balance and a malformed payment password', async () => {
    await open();
    await user.type(input('amount'), '2000');
    await user.type(input('paymentPassword'), '12');
    await user.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByText('The amount is more than your balance')).toBeTruthy();
    expect(screen.getByText('Payment password must be 6 digits')).toBeTruthy();
    expect(withdraw).not.toHaveBeenCalled();
  });

  it('submits to the chosen payout account, shows the order and asks every balance to refresh', async () => {
    vi.mocked(fetchPayoutAccounts).mockResolvedValue(
      payoutAccounts({
        accounts: [
          ...payoutAccounts().accounts,
          { id: 'PA2', bankCode: 'GCASH', bankName: 'GCash', accountName: 'Player One', maskedNumber: '****9999' },
        ],
      }),
    );
    vi.mocked(withdraw).mockResolvedValue({ orderId: 'WD00000001', amount: 200, sumBalance: 1320.75, status: 'processing' });
    const refresh = vi.fn();
    const off = bus.on('balance:refresh', refresh);
    await open();
    expect((document.querySelector('input[name="payoutAccountId"]:checked') as HTMLInputElement).value).toBe('PA1');
    await user.click(screen.getByText('GCash ****9999'));
    await user.type(input('amount'), '200');
    await user.type(input('paymentPassword'), '123456');
    await user.click(screen.getByTestId('withdraw-submit'));
    expect((await screen.findByTestId('withdraw-result')).textContent).toContain('WD00000001');
    expect(withdraw).toHaveBeenCalledWith({ amount: 200, paymentPassword: '123456', payoutAccountId: 'PA2' });
    expect(refresh).toHaveBeenCalled();
    expect(input('amount').value).toBe('');
    expect(screen.getByTestId('withdraw-history-link').getAttribute('href')).toBe('/m/walletHistory');
    off();
  });

  it('shows the limits the server gives before anything is typed, and names the one an amount passes', async () => {
    await open();
    expect(screen.getByText('Each withdrawal: ₱100.00 to ₱50,000.00')).toBeTruthy();
    await user.type(input('amount'), '50');
    await user.click(screen.getByTestId('withdraw-submit'));
    expect((await screen.findByText('The minimum withdrawal is ₱100.00')).getAttribute('data-field-error')).toBe('amount');
    await user.clear(input('amount'));
    await user.type(input('amount'), '99.99');
    await user.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByText('The minimum withdrawal is ₱100.00')).toBeTruthy();
    await user.clear(input('amount'));
    await user.type(input('amount'), '60000');
    await user.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByText('The maximum withdrawal is ₱50,000.00')).toBeTruthy();
    expect(withdraw).not.toHaveBeenCalled();
  });

  it('in Portuguese, the limits and the minimum are said in Portuguese, money written the Portuguese way', async () => {
    await open();
    await act(() => setLanguage('pt'));
    try {
      expect(await screen.findByText('Cada saque: de ₱100,00 a ₱50.000,00')).toBeTruthy();
      await user.type(input('amount'), '99,99');
      await user.click(screen.getByTestId('withdraw-submit'));
      expect(await screen.findByText('O saque mínimo é ₱100,00')).toBeTruthy();
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('a refusal of the amount names the server’s limit, in the player’s language, and the hint follows it', async () => {
    vi.mocked(withdraw).mockRejectedValue(
      new ApiError('server', 'The minimum withdrawal is 200', 200, 'AMOUNT_OUT_OF_RANGE', { minAmount: 200, maxAmount: 50_000 }),
    );
    await open();
    await user.type(input('amount'), '150');
    await user.type(input('paymentPassword'), '123456');
    await user.click(screen.getByTestId('withdraw-submit'));
    expect((await screen.findByText('The minimum withdrawal is ₱200.00')).getAttribute('data-field-error')).toBe('amount');
    expect(input('amount').value).toBe('150');
    await user.clear(input('amount'));
    expect(await screen.findByText('Each withdrawal: ₱200.00 to ₱50,000.00')).toBeTruthy();
  });

  it('limits that cannot be read say why, and the form comes on retry', async () => {
    vi.mocked(fetchWithdrawLimits).mockRejectedValueOnce(new ApiError('server', 'System upgrading try again later', 500));
    renderScreen(<Withdraw />, { url: '/m/withdraw' });
    expect(await screen.findByText('System upgrading try again later')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Each withdrawal: ₱100.00 to ₱50,000.00')).toBeTruthy();
  });

  it('"All" fills in the whole balance', async () => {
    await open();
    await user.click(screen.getByTestId('withdraw-all'));
    expect(input('amount').value).toBe('1,520.75');
  });

  it('in Portuguese, shows the balance and fills and reads the amount the Portuguese way', async () => {
    vi.mocked(withdraw).mockResolvedValue({ orderId: 'W1', amount: 1520.75, sumBalance: 0, status: 'processing' });
    await open();
    await act(() => setLanguage('pt'));
    try {
      await waitFor(() => expect(screen.getByTestId('balance-amount').textContent).toBe('₱1.520,75'));
      expect(input('amount').placeholder).toBe('Até ₱1.520,75');
      await user.click(screen.getByTestId('withdraw-all'));
      expect(input('amount').value).toBe('1.520,75');
      await user.type(input('paymentPassword'), '123456');
      await user.click(screen.getByTestId('withdraw-submit'));
      await waitFor(() => expect(withdraw).toHaveBeenCalledWith({ amount: 1520.75, paymentPassword: '123456', payoutAccountId: 'PA1' }));
      expect((await screen.findByTestId('withdraw-result')).textContent).toContain('₱1.520,75');
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('a wrong payment password is said on its field, in the player’s language, and the values stay', async () => {
    vi.mocked(withdraw).mockRejectedValue(new ApiError('server', 'Payment password incorrect', 200, 'PAYMENT_PASSWORD_WRONG'));
    await open();
    await user.type(input('amount'), '150');
    await user.type(input('paymentPassword'), '654321');
    await user.click(screen.getByTestId('withdraw-submit'));
    expect((await screen.findByText('The payment password is not correct')).getAttribute('data-field-error')).toBe('paymentPassword');
    expect(input('amount').value).toBe('150');
    expect(input('paymentPassword').value).toBe('654321');
  });

  it('any other failure shows its text and keeps the values', async () => {
    vi.mocked(withdraw).mockRejectedValue(new ApiError('server', 'System upgrading try again later', 500));
    await open();
    await user.type(input('amount'), '150');
    await user.type(input('paymentPassword'), '123456');
    await user.click(screen.getByTestId('withdraw-submit'));
    expect((await screen.findByTestId('form-error')).textContent).toBe('System upgrading try again later');
    expect(input('amount').value).toBe('150');
  });
});
