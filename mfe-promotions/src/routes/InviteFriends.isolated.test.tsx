import { screen } from '@testing-library/react';
import { fetchReferral, useBrandStore, useSessionStore } from 'shared';
import { renderWithRouter } from 'shared/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { brandSettings, sessionOf } from '../testing/fixtures';
import InviteFriends from './InviteFriends';

const { standIns } = await vi.hoisted(() => import('shared/testing'));
vi.mock('shared', standIns<typeof import('shared')>(['fetchReferral']));
const referralMock = vi.mocked(fetchReferral);

const open = () => renderWithRouter(<InviteFriends />, { url: '/m/inviteFriends', path: '/m/inviteFriends' });

beforeEach(() => {
  referralMock.mockReset().mockResolvedValue({
    inviteCode: 'player01',
    inviteUrl: '/m/register?recommenderId=player01',
    invitedCount: 2,
    rewardTotal: 376,
    rules: '<p>Invite <b>friends</b></p><img src=x onerror="window.__xss = 1">',
  });
  useBrandStore.setState({ settings: brandSettings() });
});
afterEach(() => {
  useSessionStore.setState({ session: null });
  useBrandStore.setState({ settings: null });
});

describe('InviteFriends (/m/inviteFriends)', () => {
  it('sends guests to login, which comes back here', async () => {
    open();
    expect((await screen.findByTestId('navigated')).textContent).toBe('/m/login?returnTo=%2Fm%2FinviteFriends');
    expect(referralMock).not.toHaveBeenCalled();
  });

  it('sends agents to agent registration', async () => {
    useSessionStore.setState({ session: sessionOf(40) });
    open();
    expect(await screen.findByTestId('navigated')).toBeTruthy();
    expect(referralMock).not.toHaveBeenCalled();
  });

  it('shows members their invite code and link when referral is on', async () => {
    useSessionStore.setState({ session: sessionOf(1) });
    open();
    expect((await screen.findByTestId('invite-code')).textContent).toBe('player01');
    expect(screen.getByTestId('invite-link').textContent).toMatch(/\/m\/register\?recommenderId=player01$/);
    expect(screen.getByTestId('invited-count').textContent).toBe('2');
  });

  it('opens customer service for members when referral is off', async () => {
    useSessionStore.setState({ session: sessionOf(1) });
    useBrandStore.setState({ settings: brandSettings({ referral: false }) });
    open();
    const notice = await screen.findByTestId('customer-service');
    const link = notice.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://wa.me/639170000000');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(referralMock).not.toHaveBeenCalled();
  });

  it('tells trial accounts to use a real account', async () => {
    useSessionStore.setState({ session: sessionOf(4) });
    open();
    expect(await screen.findByTestId('trial-rejected')).toBeTruthy();
    expect(referralMock).not.toHaveBeenCalled();
  });
});
