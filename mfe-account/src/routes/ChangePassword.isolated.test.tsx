import { act, screen, waitFor } from '@testing-library/react';
import { user } from '../testing/user';
import { ApiError, changePassword, fetchRegisterSettings, useSessionStore, useToastStore } from 'shared';
import { rememberStore } from '../features/remember';
import ChangePassword from './ChangePassword';
import { PLAYER_SESSION } from '../testing/fixtures';
import { renderScreen } from '../testing/renderScreen';
import { registerSettings } from 'shared/testing';

const { standIns } = await vi.hoisted(() => import('shared/testing'));
vi.mock('shared', standIns<typeof import('shared')>(['changePassword', 'fetchRegisterSettings']));
const { rememberInMemory } = await vi.hoisted(() => import('../testing/rememberInMemory'));
vi.mock('../features/remember', rememberInMemory);

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const open = async () => {
  renderScreen(<ChangePassword />, { url: '/m/changePsw' });
  return screen.findByTestId('change-password-form');
};

beforeEach(() => {
  vi.mocked(changePassword).mockReset();
  vi.mocked(fetchRegisterSettings).mockReset().mockResolvedValue(registerSettings());
  rememberStore.clear();
  useSessionStore.getState().signIn(PLAYER_SESSION);
});

describe('Change password', () => {
  it('sends guests to /m/home', async () => {
    act(() => useSessionStore.getState().signOut());
    renderScreen(<ChangePassword />, { url: '/m/changePsw' });
    expect((await screen.findByTestId('navigated')).textContent).toBe('/m/home');
  });

  it('has old, new and confirm fields with show/hide toggles', async () => {
    await open();
    for (const name of ['oldPassword', 'newPassword', 'confirmNewPassword']) {
      expect(input(name).type).toBe('password');
      await user.click(screen.getByTestId(`toggle-${name}`));
      expect(input(name).type).toBe('text');
    }
  });

  it('refuses a mismatching confirmation with in_confirmation_correct', async () => {
    await open();
    await user.type(input('oldPassword'), 'Player#2026');
    await user.type(input('newPassword'), 'Player#2027');
    await user.type(input('confirmNewPassword'), 'Player#2028');
    await user.click(screen.getByTestId('change-password-submit'));
    expect(await screen.findByText('The two passwords do not match')).toBeTruthy();
    expect(document.activeElement).toBe(input('confirmNewPassword'));
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('pops up when the new password equals the old one', async () => {
    await open();
    await user.type(input('oldPassword'), 'Player#2026');
    await user.type(input('newPassword'), 'Player#2026');
    await user.type(input('confirmNewPassword'), 'Player#2026');
    await user.click(screen.getByTestId('change-password-submit'));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('The new password cannot be the same as the old password');
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('sends old, new and confirmation, says so and returns to the member centre', async () => {
    vi.mocked(changePassword).mockResolvedValue(null);
    await open();
    await user.type(input('oldPassword'), 'Player#2026');
    await user.type(input('newPassword'), 'Player#2027');
    await user.type(input('confirmNewPassword'), 'Player#2027');
    await user.click(screen.getByTestId('change-password-submit'));
    expect(await screen.findByText('Password changed')).toBeTruthy();
    expect(changePassword).toHaveBeenCalledWith({
      oldPassword: 'Player#2026',
      newPassword: 'Player#2027',
      confirmNewPassword: 'Player#2027',
    });
    expect((await screen.findByTestId('navigated', {}, { timeout: 2500 })).textContent).toBe('/m/member/home');
  });

  it('a failure dismisses the loading toast without a popup, shows the server text and keeps the values', async () => {
    vi.mocked(changePassword).mockRejectedValue(new ApiError('server', 'The old password is incorrect', 200));
    await open();
    await user.type(input('oldPassword'), 'Wrong#2026');
    await user.type(input('newPassword'), 'Player#2027');
    await user.type(input('confirmNewPassword'), 'Player#2027');
    await user.click(screen.getByTestId('change-password-submit'));
    expect((await screen.findByTestId('form-error')).textContent).toBe('The old password is incorrect');
    expect(useToastStore.getState().toasts.some((t) => t.kind === 'loading')).toBe(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(input('oldPassword').value).toBe('Wrong#2026');
    expect(input('newPassword').value).toBe('Player#2027');
  });

  it('hides the old password when a remembered one exists, sends it, and remembers the new one', async () => {
    await rememberStore.save({ type: 'username', username: 'player01', password: 'Player#2026', countryDialingCode: '+63' });
    vi.mocked(changePassword).mockResolvedValue(null);
    await open();
    expect(screen.getByTestId('old-password-remembered')).toBeTruthy();
    expect(document.querySelector('input[name="oldPassword"]')).toBeNull();
    await user.type(input('newPassword'), 'Player#2027');
    await user.type(input('confirmNewPassword'), 'Player#2027');
    await user.click(screen.getByTestId('change-password-submit'));
    await waitFor(() =>
      expect(changePassword).toHaveBeenCalledWith({
        oldPassword: 'Player#2026',
        newPassword: 'Player#2027',
        confirmNewPassword: 'Player#2027',
      }),
    );
    await waitFor(async () => expect((await rememberStore.load())?.password).toBe('Player#2027'));
  });

  it("shows the old password when the remembered login is someone else's", async () => {
    await rememberStore.save({ type: 'username', username: 'other01', password: 'Other#2026', countryDialingCode: '+63' });
    await open();
    expect(input('oldPassword')).toBeTruthy();
  });
});
