import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { ApiError, bus, fetchWallet, useSessionStore } from 'shared';
import { useBalanceVisibility } from './balanceVisibility';
import { PLAYER_SESSION, TRIAL_SESSION } from '../../testing/fixtures';
import { Balance } from './Balance';

const { standIns } = await vi.hoisted(() => import('shared/testing'));
vi.mock('shared', standIns<typeof import('shared')>(['fetchWallet']));

const amount = () => screen.getByTestId('balance-amount').textContent;

function show(ui = <Balance compact />) {
  return render(<Suspense fallback={null}>{ui}</Suspense>);
}

beforeEach(() => {
  vi.mocked(fetchWallet).mockReset().mockResolvedValue({ sumBalance: 1000, currencySymbol: '₱' });
  useSessionStore.getState().signIn(PLAYER_SESSION);
  if (useBalanceVisibility.getState().hidden) useBalanceVisibility.getState().toggle();
});
afterEach(() => vi.useRealTimers());

describe('Balance widget', () => {
  it('shows stars and loads nothing when logged out', async () => {
    act(() => useSessionStore.getState().signOut());
    show();
    expect(await screen.findByTestId('balance')).toBeTruthy();
    expect(amount()).toBe('****');
    expect(fetchWallet).not.toHaveBeenCalled();
  });

  it('marks a trial account’s balance as play money, and no member’s', async () => {
    show();
    await waitFor(() => expect(amount()).toBe('₱1,000.00'));
    expect(screen.queryByTestId('play-money')).toBeNull();
    act(() => useSessionStore.getState().signIn(TRIAL_SESSION));
    expect((await screen.findByTestId('play-money')).textContent).toBe(
      'Play money: Trial credit for free play: it is not real money and cannot be withdrawn',
    );
  });

  it('shows the balance with its currency when logged in', async () => {
    show();
    await waitFor(() => expect(amount()).toBe('₱1,000.00'));
  });

  it('hide shows stars, remembered for every balance and across visits', async () => {
    show();
    await waitFor(() => expect(amount()).toBe('₱1,000.00'));
    act(() => screen.getByTestId('balance-toggle').click());
    expect(amount()).toBe('****');
    expect(localStorage.getItem('m.account.balanceHidden')).toBe('1');
    act(() => screen.getByTestId('balance-toggle').click());
    expect(amount()).toBe('₱1,000.00');
  });

  it('refresh shows stars while loading, then the new amount', async () => {
    show();
    await waitFor(() => expect(amount()).toBe('₱1,000.00'));
    let finish!: (w: { sumBalance: number; currencySymbol: string }) => void;
    vi.mocked(fetchWallet).mockReturnValueOnce(new Promise((r) => (finish = r)));
    act(() => screen.getByTestId('balance-refresh').click());
    expect(amount()).toBe('****');
    expect(screen.getByTestId('balance').dataset.state).toBe('refreshing');
    await act(async () => finish({ sumBalance: 250.5, currencySymbol: '₱' }));
    expect(amount()).toBe('₱250.50');
  });

  it('auto-refreshes every 60 s', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    show();
    await waitFor(() => expect(fetchWallet).toHaveBeenCalledTimes(1));
    act(() => vi.advanceTimersByTime(59_999));
    expect(fetchWallet).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(fetchWallet).toHaveBeenCalledTimes(2);
    act(() => vi.advanceTimersByTime(60_000));
    expect(fetchWallet).toHaveBeenCalledTimes(3);
  });

  it("reloads on the bus event 'balance:refresh'", async () => {
    show();
    await waitFor(() => expect(fetchWallet).toHaveBeenCalledTimes(1));
    act(() => bus.emit('balance:refresh'));
    expect(fetchWallet).toHaveBeenCalledTimes(2);
  });

  it('a failed load shows a dash, and the next refresh recovers', async () => {
    vi.mocked(fetchWallet).mockRejectedValueOnce(new ApiError('network', ''));
    show();
    await waitFor(() => expect(amount()).toBe('--'));
    act(() => screen.getByTestId('balance-refresh').click());
    await waitFor(() => expect(amount()).toBe('₱1,000.00'));
  });

  it('the full form says why the balance failed, with a retry that loads it', async () => {
    vi.mocked(fetchWallet).mockRejectedValueOnce(new ApiError('timeout', ''));
    show(<Balance />);
    const panel = await screen.findByTestId('balance-error');
    expect(panel.textContent).toContain('The server took too long to answer. Please try again.');
    act(() => screen.getByRole('button', { name: 'Retry' }).click());
    await waitFor(() => expect(amount()).toBe('₱1,000.00'));
    expect(screen.queryByTestId('balance-error')).toBeNull();
  });

  it('the compact form in the header shows only the dash', async () => {
    vi.mocked(fetchWallet).mockRejectedValueOnce(new ApiError('server', 'System upgrading try again later', 500));
    show();
    await waitFor(() => expect(amount()).toBe('--'));
    expect(screen.queryByTestId('balance-error')).toBeNull();
  });

  it('stops loading when the player logs out', async () => {
    show();
    await waitFor(() => expect(amount()).toBe('₱1,000.00'));
    act(() => useSessionStore.getState().signOut());
    expect(amount()).toBe('****');
    act(() => bus.emit('balance:refresh'));
    expect(fetchWallet).toHaveBeenCalledTimes(1);
  });

  it('its taps do not reach the header button around it', async () => {
    const outer = vi.fn();
    show(
      <button type="button" onClick={outer}>
        <Balance compact />
      </button>,
    );
    await waitFor(() => expect(amount()).toBe('₱1,000.00'));
    act(() => screen.getByTestId('balance-refresh').click());
    act(() => screen.getByTestId('balance-toggle').click());
    expect(outer).not.toHaveBeenCalled();
  });

  it('the full form has a label', async () => {
    show(<Balance />);
    expect(await screen.findByText('Balance')).toBeTruthy();
  });
});
