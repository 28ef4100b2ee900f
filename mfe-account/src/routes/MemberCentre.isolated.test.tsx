import { act, screen, waitFor } from '@testing-library/react';
import { user } from '../testing/user';
import { ApiError, fetchMemberInfo, fetchWallet, useSessionStore } from 'shared';
import MemberCentre from './MemberCentre';
import { PLAYER_SESSION, TRIAL_SESSION } from '../testing/fixtures';
import { renderScreen } from '../testing/renderScreen';
import { useMemberInfoStore } from '../features/member';

const { standIns } = await vi.hoisted(() => import('shared/testing'));
vi.mock('shared', standIns<typeof import('shared')>(['fetchMemberInfo', 'fetchWallet']));

const INFO = { id: 7, type: 1, nickname: 'Lucky Player', account: 'player01', clubLabel: { labelName: '3' } };

const open = () => renderScreen(<MemberCentre />, { url: '/m/member/home' });

beforeEach(() => {
  vi.mocked(fetchMemberInfo).mockReset().mockResolvedValue(INFO);
  vi.mocked(fetchWallet).mockReset().mockResolvedValue({ sumBalance: 88, currencySymbol: '₱' });
  useMemberInfoStore.getState().clear();
  useSessionStore.getState().signIn(PLAYER_SESSION);
});

describe('Member centre', () => {
  it('shows nickname, account, VIP label and the balance', async () => {
    open();
    expect(await screen.findByText('Lucky Player')).toBeTruthy();
    expect(screen.getByTestId('member-account').textContent).toBe('player01');
    expect(screen.getByTestId('member-vip').textContent).toBe('VIP 3');
    await waitFor(() => expect(screen.getByTestId('balance-amount').textContent).toBe('₱88.00'));
  });

  it('shows VIP 0 when the label is empty', async () => {
    vi.mocked(fetchMemberInfo).mockResolvedValue({ ...INFO, clubLabel: { labelName: '' } });
    open();
    await waitFor(() => expect(screen.getByTestId('member-vip').textContent).toBe('VIP 0'));
  });

  it('shows the session user name at once, and a retry when member info fails', async () => {
    vi.mocked(fetchMemberInfo).mockRejectedValueOnce(new ApiError('server', 'Unknown error', 500));
    open();
    expect((await screen.findByTestId('member-account')).textContent).toBe('player01');
    expect(await screen.findByText('Unknown error')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Lucky Player')).toBeTruthy();
  });

  it('links to the rest of the account area', async () => {
    open();
    await screen.findByTestId('member-info');
    const hrefs = [...document.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/m/voucherCenter',
        '/m/withdraw',
        '/m/gameRecord',
        '/m/changePsw',
        '/m/walletHistory',
        '/m/paymentPassword',
        '/m/payoutAccount',
      ]),
    );
  });

  it('sends guests to login and back', async () => {
    act(() => useSessionStore.getState().signOut());
    open();
    expect((await screen.findByTestId('navigated')).textContent).toBe('/m/login?returnTo=%2Fm%2Fmember%2Fhome');
  });

  it('refuses a trial account with free_reject; cancel goes back to where the player was', async () => {
    act(() => useSessionStore.getState().signIn(TRIAL_SESSION));
    renderScreen(<MemberCentre />, { url: '/m/member/home', from: '/m/gameList?gameType=RNG' });
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Please login an actual account to use this function');
    // Said once: the page says it only after the alert is cancelled.
    expect(screen.queryByTestId('trial-rejected')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect((await screen.findByTestId('navigated')).textContent).toBe('/m/gameList?gameType=RNG');
    expect(fetchMemberInfo).not.toHaveBeenCalled();
  });

  it('cancel on a member centre opened first goes home, never to an empty page', async () => {
    act(() => useSessionStore.getState().signIn(TRIAL_SESSION));
    open();
    await screen.findByRole('alertdialog');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect((await screen.findByTestId('navigated')).textContent).toBe('/m/home');
  });

  it('register now takes a trial account to /m/register', async () => {
    act(() => useSessionStore.getState().signIn(TRIAL_SESSION));
    open();
    await screen.findByRole('alertdialog');
    await user.click(screen.getByRole('button', { name: 'Register now' }));
    expect((await screen.findByTestId('navigated')).textContent).toBe('/m/register');
  });
});
