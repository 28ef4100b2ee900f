import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchWallet, useDialogStore, useSessionStore } from 'shared';
import Deposit from '../../routes/Deposit';
import { PLAYER_SESSION, TRIAL_SESSION } from '../../testing/fixtures';
import { renderScreen } from '../../testing/renderScreen';

vi.mock('shared', async (importOriginal) => ({ ...(await importOriginal<typeof import('shared')>()), fetchWallet: vi.fn() }));

const open = () => renderScreen(<Deposit />, { url: '/m/voucherCenter' });

beforeEach(() => {
  vi.mocked(fetchWallet).mockReset().mockResolvedValue({ sumBalance: 10, currencySymbol: '₱' });
  for (const d of useDialogStore.getState().dialogs) useDialogStore.getState().close(d.id, false);
});

describe('Deposit (voucher centre)', () => {
  it.each([0, 1, 2])('member type %i may deposit', async (type) => {
    act(() => useSessionStore.getState().signIn({ ...PLAYER_SESSION, type }));
    open();
    expect(await screen.findByTestId('deposit-form')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it.each([4, 40, 41, 42])('member type %i is refused with free_reject and stays (no navigation)', async (type) => {
    act(() => useSessionStore.getState().signIn({ ...TRIAL_SESSION, type }));
    open();
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Please login an actual account to use this function');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('trial-rejected')).toBeTruthy();
    expect(screen.queryByTestId('location')).toBeNull();
    expect(screen.queryByTestId('deposit-form')).toBeNull();
  });

  it('guests go to login', async () => {
    act(() => useSessionStore.getState().signOut());
    open();
    expect((await screen.findByTestId('location')).textContent).toBe('/m/login?returnTo=%2Fm%2FvoucherCenter');
  });

  it('checks the amount and hands a valid request to customer service', async () => {
    act(() => useSessionStore.getState().signIn(PLAYER_SESSION));
    open();
    await screen.findByTestId('deposit-form');
    await userEvent.click(screen.getByTestId('deposit-submit'));
    expect(await screen.findByText('Amount is required')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '500' }));
    expect(document.querySelector<HTMLInputElement>('input[name="amount"]')!.value).toBe('500');
    await userEvent.click(screen.getByTestId('deposit-submit'));
    expect((await screen.findByRole('status')).textContent).toBe('Please contact customer service');
  });
});
