import { act, screen, waitFor } from '@testing-library/react';
import { user } from '../testing/user';
import { ApiError, fetchRegisterSettings, fetchWallet, queryCache, useSessionStore } from 'shared';
import { addPayoutAccount, fetchPaymentPasswordStatus, fetchPayoutAccounts } from 'shared/cashier';
import PayoutAccount from './PayoutAccount';
import { payoutAccounts } from '../testing/cashier';
import { PLAYER_SESSION } from '../testing/fixtures';
import { renderScreen } from '../testing/renderScreen';
import { registerSettings } from 'shared/testing';

const { standIns } = await vi.hoisted(() => import('shared/testing'));
vi.mock(
  'shared',
  standIns<typeof import('shared')>(['fetchWallet', 'fetchRegisterSettings'], {
    useCurrencySymbol: () => '₱',
  }),
);
vi.mock('shared/cashier', () => ({ addPayoutAccount: vi.fn(), fetchPaymentPasswordStatus: vi.fn(), fetchPayoutAccounts: vi.fn() }));

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const type = async (name: string, value: string) => user.type(input(name), value);
const open = (url = '/m/payoutAccount') => renderScreen(<PayoutAccount />, { url });
const fill = async (name: string, number: string, password: string) => {
  await type('accountName', name);
  await type('accountNumber', number);
  await type('paymentPassword', password);
};

beforeEach(() => {
  queryCache.clear();
  vi.mocked(fetchWallet).mockReset().mockResolvedValue({ sumBalance: 10, currencySymbol: '₱' });
  vi.mocked(fetchRegisterSettings).mockReset().mockResolvedValue(registerSettings());
  vi.mocked(fetchPaymentPasswordStatus).mockReset().mockResolvedValue({ set: true });
  vi.mocked(fetchPayoutAccounts).mockReset().mockResolvedValue(payoutAccounts());
  vi.mocked(addPayoutAccount).mockReset();
  useSessionStore.getState().signIn(PLAYER_SESSION);
});

describe('Payout accounts', () => {
  it('sends guests to login and back', async () => {
    act(() => useSessionStore.getState().signOut());
    open();
    expect((await screen.findByTestId('navigated')).textContent).toBe('/m/login?returnTo=%2Fm%2FpayoutAccount');
  });

  it('lists the accounts on file with their number masked', async () => {
    open();
    const row = await screen.findByTestId('payout-account');
    expect(row.textContent).toContain('BDO Unibank');
    expect(row.textContent).toContain('****4321');
    expect(screen.getByText('Accounts on file (1 of 5)')).toBeTruthy();
  });

  it('without a payment password, leads to setting one first and back here', async () => {
    vi.mocked(fetchPaymentPasswordStatus).mockResolvedValue({ set: false });
    vi.mocked(fetchPayoutAccounts).mockResolvedValue(payoutAccounts({ accounts: [] }));
    open('/m/payoutAccount?returnTo=%2Fm%2Fwithdraw');
    expect((await screen.findByTestId('payout-set-payment-password')).getAttribute('href')).toBe(
      '/m/paymentPassword?returnTo=%2Fm%2FpayoutAccount%3FreturnTo%3D%252Fm%252Fwithdraw',
    );
    expect(screen.getByTestId('payout-none')).toBeTruthy();
    expect(screen.queryByTestId('payout-form')).toBeNull();
  });

  it('checks the holder by the payee name rule and the number by the chosen bank', async () => {
    open();
    await screen.findByTestId('payout-form');
    await user.click(screen.getByTestId('payout-submit'));
    expect(await screen.findByText('Account holder is required')).toBeTruthy();
    await fill('7 Eleven', '12345', '123456');
    await user.click(screen.getByTestId('payout-submit'));
    expect(await screen.findByText('Name format not valid')).toBeTruthy();
    expect(screen.getByText('Account number must be 10 to 12 digits')).toBeTruthy();
    await user.click(screen.getByTestId('payout-bank-GCASH'));
    await user.click(screen.getByTestId('payout-submit'));
    expect(await screen.findByText('GCash number must be 11 digits starting with 09')).toBeTruthy();
    expect(addPayoutAccount).not.toHaveBeenCalled();
  });

  it('adds one and the list is read again; with a returnTo, goes back there', async () => {
    vi.mocked(addPayoutAccount).mockResolvedValue({
      id: 'PA2',
      bankCode: 'GCASH',
      bankName: 'GCash',
      accountName: 'Player One',
      maskedNumber: '****2222',
    });
    open('/m/payoutAccount?returnTo=%2Fm%2Fwithdraw');
    await screen.findByTestId('payout-form');
    await user.click(screen.getByTestId('payout-bank-GCASH'));
    await fill(' Player One ', '09171112222', '123456');
    await user.click(screen.getByTestId('payout-submit'));
    await waitFor(() =>
      expect(addPayoutAccount).toHaveBeenCalledWith({
        bankCode: 'GCASH',
        accountName: 'Player One',
        accountNumber: '09171112222',
        paymentPassword: '123456',
      }),
    );
    expect(input('accountNumber').value).toBe('');
    expect((await screen.findByTestId('navigated', {}, { timeout: 3000 })).textContent).toBe('/m/withdraw');
  });

  it('a wrong payment password and a number already on file are said on their fields; the values stay', async () => {
    vi.mocked(addPayoutAccount)
      .mockRejectedValueOnce(new ApiError('server', 'Payment password incorrect', 200, 'PAYMENT_PASSWORD_WRONG'))
      .mockRejectedValueOnce(new ApiError('server', 'This account is already on file', 200, 'PAYOUT_ACCOUNT_EXISTS'));
    open();
    await screen.findByTestId('payout-form');
    await fill('Player One', '001234564321', '654321');
    await user.click(screen.getByTestId('payout-submit'));
    expect((await screen.findByText('The payment password is not correct')).getAttribute('data-field-error')).toBe('paymentPassword');
    await user.click(screen.getByTestId('payout-submit'));
    expect((await screen.findByText('This account is already on file')).getAttribute('data-field-error')).toBe('accountNumber');
    expect([input('accountName').value, input('accountNumber').value, input('paymentPassword').value]).toEqual([
      'Player One',
      '001234564321',
      '654321',
    ]);
  });

  it('at the limit, says so instead of the form', async () => {
    const one = payoutAccounts().accounts[0]!;
    vi.mocked(fetchPayoutAccounts).mockResolvedValue(payoutAccounts({ accounts: [1, 2, 3, 4, 5].map((n) => ({ ...one, id: `PA${n}` })) }));
    open();
    expect((await screen.findByTestId('payout-limit')).textContent).toBe('You have 5 payout accounts, the most you can keep.');
    expect(screen.queryByTestId('payout-form')).toBeNull();
  });

  it('a list that fails to load says why and loads on retry', async () => {
    vi.mocked(fetchPayoutAccounts).mockRejectedValueOnce(new ApiError('server', 'System upgrading try again later', 500));
    open();
    expect(await screen.findByText('System upgrading try again later')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('payout-form')).toBeTruthy();
  });
});
