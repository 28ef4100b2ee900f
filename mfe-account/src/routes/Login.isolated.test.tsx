import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { user } from '../testing/user';
import {
  ApiError,
  fetchCaptcha,
  fetchRegisterSettings,
  login,
  sendSmsCodeNoLogin,
  setLanguage,
  useBrandStore,
  useSessionStore,
} from 'shared';
import { rememberStore } from '../features/remember';
import { brand } from '../testing/fixtures';
import { passSmsCheck } from '../testing/passSmsCheck';
import { renderScreen } from '../testing/renderScreen';
import Login from './Login';
import { registerSettings } from 'shared/testing';

const { standIns } = await vi.hoisted(() => import('shared/testing'));
vi.mock('shared', standIns<typeof import('shared')>(['login', 'fetchCaptcha', 'fetchRegisterSettings', 'sendSmsCodeNoLogin']));

const { rememberInMemory } = await vi.hoisted(() => import('../testing/rememberInMemory'));
vi.mock('../features/remember', rememberInMemory);

const OK = { token: 'tok-9', userName: 'player01', type: 1, firstTimeLogin: false };

async function open(url = '/m/login') {
  renderScreen(<Login />, { url, path: '/m/login' });
  return screen.findByTestId('login-form');
}

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

beforeEach(() => {
  vi.mocked(login).mockReset();
  vi.mocked(fetchCaptcha).mockReset().mockResolvedValue({ image: 'data:image/svg+xml;base64,AAAA' });
  vi.mocked(fetchRegisterSettings).mockReset().mockResolvedValue(registerSettings());
  vi.mocked(sendSmsCodeNoLogin).mockReset();
  rememberStore.clear();
  useSessionStore.getState().signOut();
  useBrandStore.getState().setSettings(brand({ MOBILEVERFLOGIN3: false }));
});

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('Login screen', () => {
  it('has the contract fields, a submit button and the forgot / sign-up links', async () => {
    await open();
    expect(input('username')).toBeTruthy();
    expect(input('password').type).toBe('password');
    expect(document.querySelector('form button[type="submit"]')).toBe(screen.getByTestId('login-submit'));
    expect(screen.getByTestId('forgot-link').getAttribute('href')).toBe('/m/forget');
    expect(screen.getByTestId('register-link').getAttribute('href')).toBe('/m/register');
    expect(screen.getAllByTestId('required-mark')).toHaveLength(2);
    expect(document.querySelector('input[name="captcha"]')).toBeNull();
  });

  it('show/hide toggles the password', async () => {
    await open();
    await user.click(screen.getByTestId('toggle-password'));
    expect(input('password').type).toBe('text');
    await user.click(screen.getByTestId('toggle-password'));
    expect(input('password').type).toBe('password');
  });

  it('refuses an empty form, focuses the first invalid field and calls nothing', async () => {
    await open();
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(document.activeElement).toBe(input('username'));
    expect(login).not.toHaveBeenCalled();
  });

  it('logs in with the trimmed username, stores the session and goes to returnTo', async () => {
    vi.mocked(login).mockResolvedValue(OK);
    await open('/m/login?returnTo=%2Fm%2Fmember%2Fhome');
    await user.type(input('username'), '  player01 ');
    await user.type(input('password'), 'Player#2026');
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('navigated')).toHaveProperty('textContent', '/m/member/home');
    expect(login).toHaveBeenCalledWith({ type: 'username', username: 'player01', password: 'Player#2026' });
    expect(useSessionStore.getState().session).toEqual({
      token: 'tok-9',
      merchantCode: 'mcasino',
      userName: 'player01',
      type: 1,
      firstTimeLogin: false,
    });
  });

  it('goes home when returnTo leaves the site', async () => {
    vi.mocked(login).mockResolvedValue(OK);
    await open('/m/login?returnTo=https%3A%2F%2Fevil.example%2F');
    await user.type(input('username'), 'player01');
    await user.type(input('password'), 'Player#2026');
    await user.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('navigated')).textContent).toBe('/m/home');
  });

  it('after a failure whose value has captcha: shows the server text, the captcha, and keeps what was typed', async () => {
    vi.mocked(login).mockRejectedValueOnce(
      new ApiError('server', 'Sorry, the user does not exist or is disabled', 200, undefined, { captcha: true }),
    );
    await open();
    await user.type(input('username'), 'player01');
    await user.type(input('password'), 'wrong-pass');
    await user.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('form-error')).textContent).toBe('Sorry, the user does not exist or is disabled');
    await screen.findByAltText('Verification image');
    expect(input('captcha')).toBeTruthy();
    expect(input('username').value).toBe('player01');
    expect(input('password').value).toBe('wrong-pass');

    // The captcha is now required ...
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Please enter the verification code')).toBeTruthy();
    expect(login).toHaveBeenCalledTimes(1);

    // ... tapping the image loads a new one, and the answer is sent.
    await user.click(screen.getByTestId('captcha-image'));
    await waitFor(() => expect(fetchCaptcha).toHaveBeenCalledTimes(2));
    vi.mocked(login).mockResolvedValueOnce(OK);
    await user.type(input('captcha'), 'ab12');
    await user.click(screen.getByTestId('login-submit'));
    await screen.findByTestId('navigated');
    expect(login).toHaveBeenLastCalledWith({ type: 'username', username: 'player01', password: 'wrong-pass', captcha: 'ab12' });
  });

  it('a failure without a captcha field shows the message but no captcha', async () => {
    vi.mocked(login).mockRejectedValueOnce(
      new ApiError('server', 'Sorry, this account does not have permission or the feature is temporarily unavailable', 200),
    );
    await open();
    await user.type(input('username'), 'agent01');
    await user.type(input('password'), 'Agent#2026');
    await user.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('form-error')).textContent).toContain('does not have permission');
    expect(document.querySelector('input[name="captcha"]')).toBeNull();
  });

  it('an account that is not a member is refused when logging in as a member, and stays logged out', async () => {
    vi.mocked(login).mockRejectedValueOnce(
      new ApiError('server', 'Sorry, this account does not have permission or the feature is temporarily unavailable', 200),
    );
    await open('/m/login?returnTo=%2Fm%2Fmember%2Fhome');
    await user.type(input('username'), 'agent01');
    await user.type(input('password'), 'Agent#2026');
    await user.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('form-error')).textContent).toBe(
      'Sorry, this account does not have permission or the feature is temporarily unavailable',
    );
    expect(login).toHaveBeenCalledWith({ type: 'username', username: 'agent01', password: 'Agent#2026' });
    expect(useSessionStore.getState().session).toBeNull();
    expect(screen.queryByTestId('navigated')).toBeNull();
    expect(screen.getByTestId('login-form')).toBeTruthy();
  });

  it('the agent switch logs in as an agent (loginAs agent), members by default', async () => {
    vi.mocked(login).mockResolvedValue({ ...OK, userName: 'agent01', type: 40 });
    await open();
    await user.click(screen.getByTestId('login-as-switch'));
    expect(await screen.findByText('Agent login')).toBeTruthy();
    await user.type(input('username'), 'agent01');
    await user.type(input('password'), 'Agent#2026');
    await user.click(screen.getByTestId('login-submit'));
    await screen.findByTestId('navigated');
    expect(login).toHaveBeenCalledWith({ type: 'username', username: 'agent01', password: 'Agent#2026', loginAs: 'agent' });
  });

  it('a network failure shows the clear fallback text', async () => {
    vi.mocked(login).mockRejectedValueOnce(new ApiError('network', ''));
    await open();
    await user.type(input('username'), 'player01');
    await user.type(input('password'), 'Player#2026');
    await user.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('form-error')).textContent).toMatch(/Cannot reach the server/);
  });

  it('still logs in when the rule settings cannot be loaded', async () => {
    vi.mocked(fetchRegisterSettings).mockRejectedValue(new ApiError('network', ''));
    vi.mocked(login).mockResolvedValue(OK);
    await open();
    await user.type(input('username'), 'player01');
    await user.type(input('password'), 'Player#2026');
    await user.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('navigated')).textContent).toBe('/m/home');
  });

  it('re-validates shown errors in the new language, 200 ms after a switch, keeping typed values', async () => {
    await open();
    await user.type(input('username'), 'ab');
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Account/Password/E-mail format incorrect')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    await act(() => setLanguage('pt'));
    await waitFor(() => expect(screen.getByText('O campo Senha é obrigatório')).toBeTruthy(), { timeout: 1500 });
    expect(input('username').value).toBe('ab');
  });

  it('the SMS mode appears only with the MOBILEVERFLOGIN3 flag and sends mobileNum + messageCode', async () => {
    await open();
    expect(screen.queryByTestId('mode-sms')).toBeNull();
    act(() => useBrandStore.getState().setSettings(brand({ MOBILEVERFLOGIN3: true })));
    await user.click(await screen.findByTestId('mode-sms'));
    expect(input('mobileNum')).toBeTruthy();
    expect(screen.getByText('Phone number (10 ~ 11 digits)')).toBeTruthy();

    // The mobile number is validated before a code is asked for.
    await user.type(input('mobileNum'), '123');
    await user.click(screen.getByTestId('get-code'));
    expect(await screen.findByText('Mobile number not valid')).toBeTruthy();
    expect(sendSmsCodeNoLogin).not.toHaveBeenCalled();

    vi.mocked(sendSmsCodeNoLogin).mockResolvedValue({ expirationTime: Date.now() + 30_000 });
    await user.type(input('mobileNum'), '45678901');
    await user.click(screen.getByTestId('get-code'));
    await passSmsCheck('AB12');
    await waitFor(() => expect(screen.getByTestId('get-code').textContent).toMatch(/^(30|29) s$/));
    expect(sendSmsCodeNoLogin).toHaveBeenCalledWith({ mobileNum: '12345678901', countryDialingCode: '+63', captcha: 'AB12' });

    vi.mocked(login).mockResolvedValue(OK);
    await user.type(input('messageCode'), '123456');
    await user.click(screen.getByTestId('login-submit'));
    await screen.findByTestId('navigated');
    expect(login).toHaveBeenCalledWith({ type: 'sms', mobileNum: '12345678901', countryDialingCode: '+63', messageCode: '123456' });
  });

  it('shows no Google or Facebook button, even with their flags on: the site has no such sign-in yet', async () => {
    useBrandStore.getState().setSettings(brand({ MOBILEVERFLOGIN3: false, GOOGLELOGIN3: true, FACEBOOKLOGIN3: true }));
    await open();
    expect(screen.getByTestId('login-submit')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /google|facebook/i })).toBeNull();
    expect(screen.queryByTestId('login-google')).toBeNull();
    expect(screen.queryByTestId('login-facebook')).toBeNull();
  });

  it('remember password saves the login sealed, and prefills it next time', async () => {
    vi.mocked(login).mockResolvedValue(OK);
    await open();
    await user.type(input('username'), 'player01');
    await user.type(input('password'), 'Player#2026');
    await user.click(screen.getByRole('checkbox', { name: 'Remember password' }));
    await user.click(screen.getByTestId('login-submit'));
    await screen.findByTestId('navigated');
    expect(await rememberStore.load()).toMatchObject({ username: 'player01', password: 'Player#2026' });
    expect(localStorage.getItem('m.account.rememberedLogin')).not.toContain('Player#2026');
    cleanup();

    await open();
    await waitFor(() => expect(input('password').value).toBe('Player#2026'));
    expect(input('username').value).toBe('player01');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Remember password' }).checked).toBe(true);
  });

  it('unticking remember forgets the saved login after the next success', async () => {
    await rememberStore.save({ type: 'username', username: 'player01', password: 'Player#2026', countryDialingCode: '+63' });
    vi.mocked(login).mockResolvedValue(OK);
    await open();
    await waitFor(() => expect(input('password').value).toBe('Player#2026'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remember password' }));
    await user.click(screen.getByTestId('login-submit'));
    await screen.findByTestId('navigated');
    expect(await rememberStore.load()).toBeNull();
  });
});
