import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError, bus, claimReward, fetchRewards, useBrandStore, useSessionStore, useToastStore } from 'shared';
import { renderWithRouter } from 'shared/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { brandSettings, sessionOf } from '../testing/fixtures';
import RewardCentre from './RewardCentre';

const { standIns } = await vi.hoisted(() => import('shared/testing'));
vi.mock('shared', standIns<typeof import('shared')>(['fetchRewards', 'claimReward']));
const rewardsMock = vi.mocked(fetchRewards);
const claimMock = vi.mocked(claimReward);

const open = () => renderWithRouter(<RewardCentre />, { url: '/m/rewardCenter', path: '/m/rewardCenter' });
const contactToast = () => useToastStore.getState().toasts.find((t) => t.message === 'Please contact customer service');

beforeEach(() => {
  useToastStore.setState({ toasts: [] });
  rewardsMock.mockReset().mockResolvedValue([
    { id: 1, title: 'First login gift', amount: 18, status: 'claimable', expireDate: '2027-12-31 23:59:59' },
    { id: 4, title: 'Sign-in bonus', amount: 7, status: 'claimed', expireDate: '2027-12-31 23:59:59' },
  ]);
  claimMock.mockReset();
});
afterEach(() => {
  useSessionStore.setState({ session: null });
  useBrandStore.setState({ settings: null });
});

describe('RewardCentre (/m/rewardCenter)', () => {
  it("shows guests 'contact_service' for 2 s and loads nothing", async () => {
    useBrandStore.setState({ settings: brandSettings() });
    open();
    expect(await screen.findByTestId('reward-denied')).toBeTruthy();
    expect(contactToast()).toMatchObject({ kind: 'info', durationMs: 2000 });
    expect(rewardsMock).not.toHaveBeenCalled();
  });

  it("shows members 'contact_service' for 2 s when REWCEN3 is off", async () => {
    useSessionStore.setState({ session: sessionOf(1) });
    useBrandStore.setState({ settings: brandSettings({ REWCEN3: false }) });
    open();
    expect(await screen.findByTestId('reward-denied')).toBeTruthy();
    expect(contactToast()?.durationMs).toBe(2000);
    expect(rewardsMock).not.toHaveBeenCalled();
  });

  it('waits for the brand settings before deciding', async () => {
    useSessionStore.setState({ session: sessionOf(1) });
    open();
    expect(await screen.findByRole('progressbar')).toBeTruthy();
    expect(screen.queryByTestId('reward-denied')).toBeNull();
    useBrandStore.setState({ settings: brandSettings() });
    expect(await screen.findAllByTestId('reward')).toHaveLength(2);
  });

  it('lists the rewards of a logged-in member with REWCEN3 on and claims one into the wallet', async () => {
    useSessionStore.setState({ session: sessionOf(1) });
    useBrandStore.setState({ settings: brandSettings() });
    claimMock.mockResolvedValue({ sumBalance: 100, currencySymbol: '₱' });
    const refresh = vi.fn();
    const off = bus.on('balance:refresh', refresh);
    open();
    const [first] = await screen.findAllByTestId('reward');
    expect(first!.textContent).toContain('Expires 2027/12/31');
    fireEvent.click(screen.getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(first!.getAttribute('data-status')).toBe('claimed'));
    expect(claimMock).toHaveBeenCalledWith(1);
    expect(refresh).toHaveBeenCalled();
    expect(contactToast()).toBeUndefined();
    off();
  });

  it("keeps the reward claimable and shows the server's message when claiming fails", async () => {
    useSessionStore.setState({ session: sessionOf(1) });
    useBrandStore.setState({ settings: brandSettings() });
    claimMock.mockRejectedValue(new ApiError('server', 'This reward cannot be claimed'));
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(useToastStore.getState().toasts.some((t) => t.message === 'This reward cannot be claimed')).toBe(true));
    expect(screen.getAllByTestId('reward')[0]!.getAttribute('data-status')).toBe('claimable');
  });
});
