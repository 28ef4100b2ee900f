import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { fetchLeaderboard, fetchSignIn, setLanguage, signIn, useBrandStore, useSessionStore, type SignInStatus } from 'shared';
import { renderWithRouter } from 'shared/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { brandSettings, sessionOf } from '../testing/fixtures';
import Leaderboard from './Leaderboard';
import SignIn from './SignIn';

const { standIns } = await vi.hoisted(() => import('shared/testing'));
vi.mock('shared', standIns<typeof import('shared')>(['fetchSignIn', 'signIn', 'fetchLeaderboard']));

const week = (signed: number, signedToday: boolean): SignInStatus => ({
  days: [1, 2, 3, 5, 8, 10, 20].map((reward, i) => ({ day: i + 1, reward, signed: i < signed })),
  signedToday,
  streak: signed,
});

beforeEach(() => {
  vi.mocked(fetchSignIn).mockReset().mockResolvedValue(week(2, false));
  vi.mocked(signIn).mockReset().mockResolvedValue(week(3, true));
  vi.mocked(fetchLeaderboard)
    .mockReset()
    .mockResolvedValue([
      { rank: 1, customerName: 'ma***88', score: 98000, reward: 8888 },
      { rank: 2, customerName: 'jo***21', score: 93750, reward: 5888 },
    ]);
});
afterEach(() => {
  useSessionStore.setState({ session: null });
  useBrandStore.setState({ settings: null });
});

describe('SignIn (/m/activity/signIn)', () => {
  const open = () => renderWithRouter(<SignIn />, { url: '/m/activity/signIn', path: '/m/activity/signIn' });

  it('sends guests to login', async () => {
    useBrandStore.setState({ settings: brandSettings() });
    open();
    expect((await screen.findByTestId('navigated')).textContent).toBe('/m/login?returnTo=%2Fm%2Factivity%2FsignIn');
    expect(fetchSignIn).not.toHaveBeenCalled();
  });

  it('is not available when the login promotion is off', async () => {
    useSessionStore.setState({ session: sessionOf(1) });
    useBrandStore.setState({ settings: brandSettings({ login: false }) });
    open();
    expect(await screen.findByTestId('unavailable')).toBeTruthy();
    expect(fetchSignIn).not.toHaveBeenCalled();
  });

  it('shows the week and signs in for today when it is on and the user is logged in', async () => {
    useSessionStore.setState({ session: sessionOf(1) });
    useBrandStore.setState({ settings: brandSettings() });
    open();
    expect(await screen.findAllByTestId('sign-in-day')).toHaveLength(7);
    expect(screen.getByTestId('sign-in-streak').textContent).toBe('2 days in a row');
    fireEvent.click(screen.getByTestId('sign-in-button'));
    await waitFor(() => expect(screen.getByTestId('sign-in-button').textContent).toBe('Signed in today'));
    expect((screen.getByTestId('sign-in-button') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByTestId('sign-in-day').filter((d) => d.getAttribute('data-signed') === 'true')).toHaveLength(3);
  });
});

describe('Leaderboard (/m/leaderBoard)', () => {
  const open = () => renderWithRouter(<Leaderboard />, { url: '/m/leaderBoard', path: '/m/leaderBoard' });

  it('shows the ranking when the mission promotion is on', async () => {
    useBrandStore.setState({ settings: brandSettings() });
    open();
    expect(await screen.findAllByTestId('leaderboard-row')).toHaveLength(2);
  });

  it('writes scores and rewards as the language writes numbers and money', async () => {
    useBrandStore.setState({ settings: brandSettings() });
    open();
    const [first] = await screen.findAllByTestId('leaderboard-row');
    expect(first!.textContent).toContain('98,000');
    expect(first!.textContent).toContain('₱8,888.00');
    await act(() => setLanguage('pt'));
    try {
      await waitFor(() => expect(first!.textContent).toContain('98.000'));
      expect(first!.textContent).toContain('₱8.888,00');
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('is not available when the mission promotion is off', async () => {
    useBrandStore.setState({ settings: brandSettings({ mission: false }) });
    open();
    expect(await screen.findByTestId('unavailable')).toBeTruthy();
    expect(fetchLeaderboard).not.toHaveBeenCalled();
  });
});
