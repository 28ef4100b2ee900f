import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, bus, fetchRegisterSettings, fetchWallet, setLanguage, useDialogStore, useSessionStore, withdraw } from 'shared';
import Withdraw from '../../routes/Withdraw';
import { PLAYER_SESSION, registerSettings, TRIAL_SESSION } from '../../testing/fixtures';
import { renderScreen } from '../../testing/renderScreen';

vi.mock('shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('shared')>()),
  fetchWallet: vi.fn(),
  fetchRegisterSettings: vi.fn(),
  withdraw: vi.fn(),
}));

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const open = async () => {
  renderScreen(<Withdraw />, { url: '/m/withdraw' });
  await screen.findByTestId('withdraw-form');
  await waitFor(() => expect(screen.getByTestId('balance-amount').textContent).toBe('₱1,520.75'));
};

beforeEach(() => {
  vi.mocked(fetchWallet).mockReset().mockResolvedValue({ sumBalance: 1520.75, currencySymbol: '₱' });
  vi.mocked(fetchRegisterSettings).mockReset().mockResolvedValue(registerSettings());
  vi.mocked(withdraw).mockReset();
  for (const d of useDialogStore.getState().dialogs) useDialogStore.getState().close(d.id, false);
  useSessionStore.getState().signIn(PLAYER_SESSION);
});

describe('Withdraw', () => {
  it('requires login', async () => {
    act(() => useSessionStore.getState().signOut());
    renderScreen(<Withdraw />, { url: '/m/withdraw' });
    expect((await screen.findByTestId('location')).textContent).toBe('/m/login?returnTo=%2Fm%2Fwithdraw');
  });

  it('refuses trial accounts with free_reject', async () => {
    act(() => useSessionStore.getState().signIn(TRIAL_SESSION));
    renderScreen(<Withdraw />, { url: '/m/withdraw' });
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Please login an actual account');
  });

  it('refuses an amount above the balance and a malformed payment password', async () => {
    await open();
    await userEvent.type(input('amount'), '2000');
    await userEvent.type(input('paymentPassword'), '12');
    await userEvent.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByText('The amount is more than your balance')).toBeTruthy();
    expect(screen.getByText('Payment password must be 6 digits')).toBeTruthy();
    expect(withdraw).not.toHaveBeenCalled();
  });

  it('submits, shows the order and asks every balance to refresh', async () => {
    vi.mocked(withdraw).mockResolvedValue({ orderId: 'WD00000001', amount: 200, sumBalance: 1320.75, status: 'processing' });
    const refresh = vi.fn();
    const off = bus.on('balance:refresh', refresh);
    await open();
    await userEvent.type(input('amount'), '200');
    await userEvent.type(input('paymentPassword'), '123456');
    await userEvent.click(screen.getByTestId('withdraw-submit'));
    expect((await screen.findByTestId('withdraw-result')).textContent).toContain('WD00000001');
    expect(withdraw).toHaveBeenCalledWith({ amount: 200, paymentPassword: '123456' });
    expect(refresh).toHaveBeenCalled();
    expect(input('amount').value).toBe('');
    off();
  });

  it('"All" fills in the whole balance', async () => {
    await open();
    await userEvent.click(screen.getByTestId('withdraw-all'));
    expect(input('amount').value).toBe('1,520.75');
  });

  it('in Portuguese, shows the balance and fills and reads the amount the Portuguese way', async () => {
    vi.mocked(withdraw).mockResolvedValue({ orderId: 'W1', amount: 1520.75, sumBalance: 0, status: 'processing' });
    await open();
    await act(() => setLanguage('pt'));
    try {
      await waitFor(() => expect(screen.getByTestId('balance-amount').textContent).toBe('₱1.520,75'));
      expect(input('amount').placeholder).toBe('Até ₱1.520,75');
      await userEvent.click(screen.getByTestId('withdraw-all'));
      expect(input('amount').value).toBe('1.520,75');
      await userEvent.type(input('paymentPassword'), '123456');
      await userEvent.click(screen.getByTestId('withdraw-submit'));
      await waitFor(() => expect(withdraw).toHaveBeenCalledWith({ amount: 1520.75, paymentPassword: '123456' }));
      expect((await screen.findByTestId('withdraw-result')).textContent).toContain('₱1.520,75');
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('a server refusal shows its text and keeps the values', async () => {
    vi.mocked(withdraw).mockRejectedValue(new ApiError('server', 'Payment password incorrect', 200));
    await open();
    await userEvent.type(input('amount'), '150');
    await userEvent.type(input('paymentPassword'), '654321');
    await userEvent.click(screen.getByTestId('withdraw-submit'));
    expect((await screen.findByTestId('form-error')).textContent).toBe('Payment password incorrect');
    expect(input('amount').value).toBe('150');
  });
});
