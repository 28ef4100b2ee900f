import { screen, waitFor } from '@testing-library/react';
import { user } from '../testing/user';
import { ApiError, fetchCaptcha, fetchRegisterSettings, requestPasswordEmail, resetPasswordBySms, sendSmsCodeNoLogin } from 'shared';
import ForgotPassword from './ForgotPassword';
import { passSmsCheck } from '../testing/passSmsCheck';
import { renderScreen } from '../testing/renderScreen';
import { registerSettings } from 'shared/testing';

const { standIns } = await vi.hoisted(() => import('shared/testing'));
vi.mock(
  'shared',
  standIns<typeof import('shared')>([
    'fetchCaptcha',
    'fetchRegisterSettings',
    'resetPasswordBySms',
    'requestPasswordEmail',
    'sendSmsCodeNoLogin',
  ]),
);

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

beforeEach(() => {
  vi.mocked(fetchCaptcha).mockReset().mockResolvedValue({ image: 'data:image/svg+xml;base64,AAAA' });
  vi.mocked(fetchRegisterSettings).mockReset().mockResolvedValue(registerSettings());
  vi.mocked(resetPasswordBySms).mockReset();
  vi.mocked(requestPasswordEmail).mockReset();
  vi.mocked(sendSmsCodeNoLogin).mockReset();
});

describe('Forgot password', () => {
  it('by SMS: validates the number before sending a code, then sets the new password and goes to login', async () => {
    renderScreen(<ForgotPassword />, { url: '/m/forget' });
    await screen.findByTestId('forgot-form');
    await user.click(screen.getByTestId('get-code'));
    expect(await screen.findByText('Mobile number is required')).toBeTruthy();
    expect(sendSmsCodeNoLogin).not.toHaveBeenCalled();

    vi.mocked(sendSmsCodeNoLogin).mockResolvedValue({ expirationTime: Date.now() + 60_000 });
    await user.type(input('mobileNum'), '09171234567');
    await user.click(screen.getByTestId('get-code'));
    expect(sendSmsCodeNoLogin).not.toHaveBeenCalled();
    await passSmsCheck('AB12');
    await waitFor(() =>
      expect(sendSmsCodeNoLogin).toHaveBeenCalledWith({ mobileNum: '09171234567', countryDialingCode: '+63', captcha: 'AB12' }),
    );
    expect(await screen.findByText('Verification code sent')).toBeTruthy();

    vi.mocked(resetPasswordBySms).mockResolvedValue(null);
    await user.type(input('verificationCode'), '123456');
    await user.type(input('newPassword'), 'Fresh#2026');
    await user.type(input('confirmNewPassword'), 'Fresh#2026');
    await user.click(screen.getByTestId('forgot-submit'));
    expect(resetPasswordBySms).toHaveBeenCalledWith({
      mobileNum: '09171234567',
      countryDialingCode: '+63',
      verificationCode: '123456',
      newPassword: 'Fresh#2026',
      confirmNewPassword: 'Fresh#2026',
    });
    expect((await screen.findByTestId('navigated', {}, { timeout: 2500 })).textContent).toBe('/m/login');
  });

  it('the new password and its confirmation have show/hide toggles', async () => {
    renderScreen(<ForgotPassword />, { url: '/m/forget' });
    await screen.findByTestId('forgot-form');
    for (const name of ['newPassword', 'confirmNewPassword']) {
      await user.type(input(name), 'Fresh#2026');
      expect(input(name).type).toBe('password');
      await user.click(screen.getByTestId(`toggle-${name}`));
      expect(input(name).type).toBe('text');
      expect(input(name).value).toBe('Fresh#2026');
      await user.click(screen.getByTestId(`toggle-${name}`));
      expect(input(name).type).toBe('password');
    }
  });

  it('an SMS refusal shows the server text in the human check, with a new image', async () => {
    vi.mocked(sendSmsCodeNoLogin).mockRejectedValue(new ApiError('server', 'Mobile number not valid', 200));
    renderScreen(<ForgotPassword />, { url: '/m/forget' });
    await screen.findByTestId('forgot-form');
    await user.type(input('mobileNum'), '09170000000');
    await user.click(screen.getByTestId('get-code'));
    await passSmsCheck();
    expect(await screen.findByText('Mobile number not valid')).toBeTruthy();
    await waitFor(() => expect(fetchCaptcha).toHaveBeenCalledTimes(2));
    expect(screen.getByTestId('get-code').textContent).toBe('Get code');
  });

  it('a reset failure keeps the values and shows the server text', async () => {
    vi.mocked(resetPasswordBySms).mockRejectedValue(new ApiError('server', 'Verification code error', 200));
    renderScreen(<ForgotPassword />, { url: '/m/forget' });
    await screen.findByTestId('forgot-form');
    await user.type(input('mobileNum'), '09171234567');
    await user.type(input('verificationCode'), '999999');
    await user.type(input('newPassword'), 'Fresh#2026');
    await user.type(input('confirmNewPassword'), 'Fresh#2026');
    await user.click(screen.getByTestId('forgot-submit'));
    expect((await screen.findByTestId('form-error')).textContent).toBe('Verification code error');
    expect(input('verificationCode').value).toBe('999999');
  });

  it('by e-mail: sends username and address, then alerts sent_success titled in_popup_prompt', async () => {
    vi.mocked(requestPasswordEmail).mockResolvedValue({ sent: true });
    renderScreen(<ForgotPassword />, { url: '/m/forget' });
    await screen.findByTestId('forgot-form');
    await user.click(screen.getByTestId('mode-email'));
    await user.type(input('username'), 'player01');
    await user.type(input('email'), 'player01@example.com');
    await user.click(screen.getByTestId('forgot-submit'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Prompt');
    expect(dialog.textContent).toContain('Sent successfully');
    expect(requestPasswordEmail).toHaveBeenCalledWith('player01', 'player01@example.com');
  });
});
