import { act, screen, waitFor } from '@testing-library/react';
import { user } from '../testing/user';
import { ApiError, fetchRegisterSettings, fetchWallet, queryCache, useSessionStore } from 'shared';
import { fetchPaymentPasswordStatus, savePaymentPassword } from 'shared/cashier';
import PaymentPassword from './PaymentPassword';
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
vi.mock('shared/cashier', () => ({ fetchPaymentPasswordStatus: vi.fn(), savePaymentPassword: vi.fn() }));

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
const type = async (name: string, value: string) => user.type(input(name)!, value);
const open = (url = '/m/paymentPassword') => renderScreen(<PaymentPassword />, { url });

beforeEach(() => {
  vi.useRealTimers();
  queryCache.clear();
  vi.mocked(fetchWallet).mockReset().mockResolvedValue({ sumBalance: 10, currencySymbol: '₱' });
  vi.mocked(fetchRegisterSettings).mockReset().mockResolvedValue(registerSettings());
  vi.mocked(fetchPaymentPasswordStatus).mockReset().mockResolvedValue({ set: false });
  vi.mocked(savePaymentPassword).mockReset().mockResolvedValue(null);
  useSessionStore.getState().signIn(PLAYER_SESSION);
});

describe('Payment password', () => {
  it('sends guests to login and back', async () => {
    act(() => useSessionStore.getState().signOut());
    open();
    expect((await screen.findByTestId('navigated')).textContent).toBe('/m/login?returnTo=%2Fm%2FpaymentPassword');
  });

  it('without one: sets it (new and confirm) by the registration rule, then goes back where the player came from', async () => {
    open('/m/paymentPassword?returnTo=%2Fm%2Fwithdraw');
    expect((await screen.findByTestId('payment-password-form')).dataset.mode).toBe('set');
    expect(input('oldPaymentPassword')).toBeNull();
    await type('paymentPassword', '12ab');
    await user.click(screen.getByTestId('payment-password-submit'));
    expect(await screen.findByText('Payment password must be 6 digits')).toBeTruthy();
    expect(screen.getByText('Please confirm your password')).toBeTruthy();
    await user.clear(input('paymentPassword')!);
    await type('paymentPassword', '246810');
    await type('confirmPaymentPassword', '246811');
    await user.click(screen.getByTestId('payment-password-submit'));
    expect(await screen.findByText('The two passwords do not match')).toBeTruthy();
    await user.clear(input('confirmPaymentPassword')!);
    await type('confirmPaymentPassword', '246810');
    await user.click(screen.getByTestId('payment-password-submit'));
    expect(await screen.findByTestId('payment-password-saved')).toBeTruthy();
    expect(savePaymentPassword).toHaveBeenCalledWith({ paymentPassword: '246810', confirmPaymentPassword: '246810' });
    expect((await screen.findByTestId('navigated', {}, { timeout: 3000 })).textContent).toBe('/m/withdraw');
  });

  it('with one: changing it needs the old one and a new one that differs', async () => {
    vi.mocked(fetchPaymentPasswordStatus).mockResolvedValue({ set: true });
    open();
    expect((await screen.findByTestId('payment-password-form')).dataset.mode).toBe('change');
    await type('oldPaymentPassword', '123456');
    await type('paymentPassword', '123456');
    await type('confirmPaymentPassword', '123456');
    await user.click(screen.getByTestId('payment-password-submit'));
    expect(await screen.findByText('The new payment password cannot be the same as the old one')).toBeTruthy();
    expect(savePaymentPassword).not.toHaveBeenCalled();
  });

  it('a wrong old one is said on its field and every value stays', async () => {
    vi.mocked(fetchPaymentPasswordStatus).mockResolvedValue({ set: true });
    vi.mocked(savePaymentPassword).mockRejectedValue(new ApiError('server', 'Payment password incorrect', 200, 'PAYMENT_PASSWORD_WRONG'));
    open();
    await screen.findByTestId('payment-password-form');
    await type('oldPaymentPassword', '111111');
    await type('paymentPassword', '246810');
    await type('confirmPaymentPassword', '246810');
    await user.click(screen.getByTestId('payment-password-submit'));
    expect((await screen.findByText('The payment password is not correct')).getAttribute('data-field-error')).toBe('oldPaymentPassword');
    expect([input('oldPaymentPassword')?.value, input('paymentPassword')?.value, input('confirmPaymentPassword')?.value]).toEqual([
      '111111',
      '246810',
      '246810',
    ]);
  });

  it("the server's rule check is said on the field it concerns", async () => {
    vi.mocked(savePaymentPassword)
      .mockRejectedValueOnce(new ApiError('server', 'Payment password must be 6 digits', 200, 'VALIDATION'))
      .mockRejectedValueOnce(new ApiError('server', 'in_confirmation_correct', 200, 'VALIDATION'));
    open();
    await screen.findByTestId('payment-password-form');
    await type('paymentPassword', '246810');
    await type('confirmPaymentPassword', '246810');
    await user.click(screen.getByTestId('payment-password-submit'));
    expect((await screen.findByText('Payment password must be 6 digits')).getAttribute('data-field-error')).toBe('paymentPassword');
    await user.click(screen.getByTestId('payment-password-submit'));
    expect((await screen.findByText('The two passwords do not match')).getAttribute('data-field-error')).toBe('confirmPaymentPassword');
    await waitFor(() => expect(savePaymentPassword).toHaveBeenCalledTimes(2));
    expect(input('paymentPassword')?.value).toBe('246810');
  });

  it('a server failure says why and keeps the values', async () => {
    vi.mocked(savePaymentPassword).mockRejectedValue(new ApiError('timeout', ''));
    open();
    await screen.findByTestId('payment-password-form');
    await type('paymentPassword', '246810');
    await type('confirmPaymentPassword', '246810');
    await user.click(screen.getByTestId('payment-password-submit'));
    expect((await screen.findByTestId('form-error')).textContent).toBe('The server took too long to answer. Please try again.');
    expect(input('paymentPassword')?.value).toBe('246810');
  });

  it('a status that fails to load says why and loads on retry', async () => {
    vi.mocked(fetchPaymentPasswordStatus).mockRejectedValueOnce(new ApiError('malformed', ''));
    open();
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('payment-password-form')).toBeTruthy();
  });
});
