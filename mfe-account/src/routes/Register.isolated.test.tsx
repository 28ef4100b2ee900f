import { act, screen, waitFor } from '@testing-library/react';
import { user } from '../testing/user';
import {
  ApiError,
  checkAffiliateCode,
  checkUsername,
  fetchCaptcha,
  fetchRegisterSettings,
  register,
  sendSmsCode,
  useBrandStore,
  useSessionStore,
  type RegisterField,
} from 'shared';
import { openedAs, registerSettings } from 'shared/testing';
import Register from './Register';
import { brand } from '../testing/fixtures';
import { passSmsCheck } from '../testing/passSmsCheck';
import { renderScreen } from '../testing/renderScreen';

const { standIns } = await vi.hoisted(() => import('shared/testing'));
vi.mock(
  'shared',
  standIns<typeof import('shared')>([
    'fetchRegisterSettings',
    'fetchCaptcha',
    'register',
    'checkAffiliateCode',
    'checkUsername',
    'sendSmsCode',
  ]),
);

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
const field = (name: string) => input(name)!;
const OK = { token: 'tok-new', userName: 'newplayer1', type: 1, firstTimeLogin: true };

async function open(url = '/m/register') {
  renderScreen(<Register />, { url, path: '/m/register' });
  return screen.findByTestId('register-form');
}

async function fillUsernameForm() {
  await user.type(field('username'), 'newplayer1');
  await user.type(field('password'), 'Secret#123');
  await user.type(field('confirmPassword'), 'Secret#123');
  await user.type(field('captcha'), 'AB12');
  await user.click(screen.getByTestId('register-terms'));
}

/** Register fields off in the default settings: name, label, a value breaking its rule, one matching it, the rule's message. */
const OFF_BY_DEFAULT = [
  ['paymentPassword', 'Payment password', '12ab', '123456', 'Payment password must be 6 digits'],
  ['idNumber', 'ID number', 'A1', 'AB123456', 'ID number not valid'],
  ['qqNum', 'QQ number', '12', '123456', 'QQ number not valid'],
  ['facebook', 'Facebook', 'a!', 'player.one', 'Facebook account not valid'],
  ['wechat', 'WeChat', '1abc', 'wx_player1', 'WeChat account not valid'],
  ['line', 'LINE', 'a', 'line.player', 'LINE account not valid'],
  ['zalo', 'Zalo', '12', '0912345678', 'Zalo number not valid'],
  ['payeeName', 'Payee name', '1', 'Juan Dela Cruz', 'Name format not valid'],
] as const satisfies readonly (readonly [RegisterField, string, string, string, string])[];

beforeEach(() => {
  vi.mocked(fetchRegisterSettings).mockReset().mockResolvedValue(registerSettings());
  vi.mocked(fetchCaptcha).mockReset().mockResolvedValue({ image: 'data:image/svg+xml;base64,AAAA' });
  vi.mocked(register).mockReset();
  vi.mocked(checkAffiliateCode).mockReset().mockResolvedValue(true);
  vi.mocked(checkUsername).mockReset().mockResolvedValue(true);
  vi.mocked(sendSmsCode).mockReset();
  useSessionStore.getState().signOut();
  useBrandStore.getState().setSettings(brand());
});

describe('Register', () => {
  it('offers username / mobile only when both are enabled', async () => {
    await open();
    expect(screen.getByTestId('mode-username')).toBeTruthy();
    expect(screen.getByTestId('mode-mobile')).toBeTruthy();
  });

  it('without the toggle when only mobile registration is on', async () => {
    vi.mocked(fetchRegisterSettings).mockResolvedValue(registerSettings({ methods: { username: false, mobile: true } }));
    await open();
    expect(screen.queryByTestId('mode-username')).toBeNull();
    expect(input('mobileNum')).toBeTruthy();
    expect(input('username')).toBeNull();
  });

  it('shows the server-enabled fields only, with the phone hint', async () => {
    vi.mocked(fetchRegisterSettings).mockResolvedValue(
      registerSettings({ rules: { ...registerSettings().rules, email: { enabled: false, required: false, pattern: '', message: '' } } }),
    );
    await open();
    expect(input('nickname')).toBeTruthy();
    expect(input('email')).toBeNull();
    expect(input('paymentPassword')).toBeNull();
    expect(screen.getAllByText('Phone number (10 ~ 11 digits)').length).toBeGreaterThan(0);
  });

  it('keeps the button disabled until the terms (minimum age) are ticked', async () => {
    await open();
    expect(screen.getByText(/I am at least 18 years old/)).toBeTruthy();
    const button = screen.getByTestId<HTMLButtonElement>('register-submit');
    expect(button.disabled).toBe(true);
    await user.click(screen.getByTestId('register-terms'));
    expect(button.disabled).toBe(false);
  });

  it('states age 21 where the brand sets it', async () => {
    useBrandStore.getState().setSettings(brand({}, { minimumAge: 21 }));
    await open();
    expect(screen.getByText(/I am at least 21 years old/)).toBeTruthy();
  });

  it('focuses the first invalid field and shows the spec messages', async () => {
    await open();
    await user.type(field('password'), 'Secret#123');
    await user.type(field('confirmPassword'), 'Secret#124');
    await user.click(screen.getByTestId('register-terms'));
    await user.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(screen.getByText('The two passwords do not match')).toBeTruthy();
    expect(screen.getByText('Please enter the verification code')).toBeTruthy();
    expect(document.activeElement).toBe(field('username'));
    expect(register).not.toHaveBeenCalled();
  });

  it('an empty confirmation says in_incorrect_password', async () => {
    await open();
    await user.type(field('password'), 'Secret#123');
    await user.click(screen.getByTestId('register-terms'));
    await user.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('Please confirm your password')).toBeTruthy();
  });

  it('checks the invitation code with the server first: invitation_code_error and focus', async () => {
    vi.mocked(checkAffiliateCode).mockResolvedValue(false);
    await open();
    await fillUsernameForm();
    await user.type(field('affiliateCode'), 'NOPE1');
    await user.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('Invalid invitation code')).toBeTruthy();
    expect(checkAffiliateCode).toHaveBeenCalledWith('NOPE1');
    expect(document.activeElement).toBe(field('affiliateCode'));
    expect(register).not.toHaveBeenCalled();
  });

  it('registers, says so, logs the new member in and goes home', async () => {
    vi.mocked(register).mockResolvedValue(OK);
    await open();
    await fillUsernameForm();
    await user.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('Registered successfully')).toBeTruthy();
    expect(register).toHaveBeenCalledWith(
      expect.objectContaining({
        username: 'newplayer1',
        password: 'Secret#123',
        confirmPassword: 'Secret#123',
        captcha: 'AB12',
        registerMethod: 'H5',
        countryDialingCode: '+63',
      }),
      'username',
    );
    expect(useSessionStore.getState().session).toMatchObject({ token: 'tok-new', userName: 'newplayer1', merchantCode: 'mcasino' });
    expect((await screen.findByTestId('navigated', {}, { timeout: 2500 })).textContent).toBe('/m/home');
  });

  it('an installed web app registers with registerMethod PWA', async () => {
    openedAs({ displayModeStandalone: true });
    vi.mocked(register).mockResolvedValue(OK);
    await open();
    await fillUsernameForm();
    await user.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(register).toHaveBeenCalledWith(expect.objectContaining({ registerMethod: 'PWA' }), 'username'));
  });

  it('turns on the fields that are off by default, each with its server rule (pattern, message, required)', async () => {
    const defaults = registerSettings();
    const rules = { ...defaults.rules };
    for (const [name] of OFF_BY_DEFAULT) rules[name] = { ...rules[name], enabled: true };
    rules.payeeName = { ...rules.payeeName, required: true };
    vi.mocked(fetchRegisterSettings).mockResolvedValue(
      registerSettings({ fieldOrder: [...new Set([...defaults.fieldOrder, ...OFF_BY_DEFAULT.map(([name]) => name)])], rules }),
    );
    vi.mocked(register).mockResolvedValue(OK);
    await open();
    for (const [name, label] of OFF_BY_DEFAULT) expect(screen.getByLabelText(label, { exact: false })).toBe(field(name));
    expect(field('paymentPassword').type).toBe('password');

    // A required rule refuses an empty field; the optional ones pass empty.
    await fillUsernameForm();
    await user.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('Payee name is required')).toBeTruthy();
    expect(document.querySelectorAll('[data-field-error]')).toHaveLength(1);

    // Each filled field must match its rule's pattern and shows the rule's message.
    for (const [name, , wrong] of OFF_BY_DEFAULT) await user.type(field(name), wrong);
    await user.click(screen.getByTestId('register-submit'));
    for (const [name, , , , message] of OFF_BY_DEFAULT)
      expect(document.querySelector(`[data-field-error="${name}"]`)?.textContent).toBe(message);
    expect(register).not.toHaveBeenCalled();

    for (const [name, , , right] of OFF_BY_DEFAULT) {
      await user.clear(field(name));
      await user.type(field(name), right);
    }
    await user.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(register).toHaveBeenCalledTimes(1));
    expect(register).toHaveBeenCalledWith(
      expect.objectContaining(Object.fromEntries(OFF_BY_DEFAULT.map(([name, , , right]) => [name, right]))),
      'username',
    );
  });

  it('a server error keeps the values, shows the text and renews the spent captcha', async () => {
    vi.mocked(register).mockRejectedValue(new ApiError('server', 'Verification code error', 200));
    await open();
    await fillUsernameForm();
    await user.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('form-error')).textContent).toBe('Verification code error');
    expect(field('username').value).toBe('newplayer1');
    expect(field('password').value).toBe('Secret#123');
    expect(field('captcha').value).toBe('');
    await waitFor(() => expect(fetchCaptcha).toHaveBeenCalledTimes(2));
  });

  it('tapping the captcha image loads a new one', async () => {
    await open();
    await waitFor(() => expect(fetchCaptcha).toHaveBeenCalledTimes(1));
    await user.click(screen.getByTestId('captcha-image'));
    await waitFor(() => expect(fetchCaptcha).toHaveBeenCalledTimes(2));
  });

  it('a taken username is flagged when leaving the field', async () => {
    vi.mocked(checkUsername).mockResolvedValue(false);
    await open();
    await user.type(field('username'), 'player01');
    await user.tab();
    expect(await screen.findByText('Sorry, the username already exists')).toBeTruthy();
    // A later submit keeps refusing the name without asking the server to register it.
    await user.type(field('password'), 'Secret#123');
    await user.type(field('confirmPassword'), 'Secret#123');
    await user.type(field('captcha'), 'AB12');
    await user.click(screen.getByTestId('register-terms'));
    await user.click(screen.getByTestId('register-submit'));
    expect(screen.getByText('Sorry, the username already exists')).toBeTruthy();
    expect(document.activeElement).toBe(field('username'));
    expect(register).not.toHaveBeenCalled();
  });

  it('a valid invitation code in the URL hides the field and is sent', async () => {
    vi.mocked(register).mockResolvedValue(OK);
    await open('/m/register?affiliateCode=AFF2026');
    await waitFor(() => expect(checkAffiliateCode).toHaveBeenCalledWith('AFF2026'));
    expect(input('affiliateCode')).toBeNull();
    await fillUsernameForm();
    await user.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(register).toHaveBeenCalledWith(expect.objectContaining({ affiliateCode: 'AFF2026' }), 'username'));
  });

  it('an invalid invitation code in the URL shows the field', async () => {
    vi.mocked(checkAffiliateCode).mockResolvedValue(false);
    await open('/m/register?affiliateCode=BAD');
    await waitFor(() => expect(input('affiliateCode')).toBeTruthy());
  });

  it('prefills the referrer from the invite link', async () => {
    await open('/m/register?recommenderId=player01');
    expect(field('recommenderId').value).toBe('player01');
  });

  it('by mobile: validates the number before the SMS, counts down, and registers by mobile', async () => {
    vi.mocked(register).mockResolvedValue({ ...OK, userName: 'm09181234567' });
    await open();
    await user.click(screen.getByTestId('mode-mobile'));
    expect(input('username')).toBeNull();
    await user.click(screen.getByTestId('get-code'));
    expect(await screen.findByText('Mobile number is required')).toBeTruthy();
    expect(sendSmsCode).not.toHaveBeenCalled();

    vi.mocked(sendSmsCode).mockResolvedValue({ expirationTime: Date.now() + 60_000 });
    await user.type(field('mobileNum'), '09181234567');
    await user.click(screen.getByTestId('get-code'));
    await passSmsCheck('CD34');
    await waitFor(() => expect(screen.getByTestId('get-code').textContent).toMatch(/^(60|59) s$/));
    expect(sendSmsCode).toHaveBeenCalledWith({ mobileNum: '09181234567', countryDialingCode: '+63', captcha: 'CD34' });

    await user.type(field('verificationCode'), '123456');
    await user.type(field('password'), 'Secret#123');
    await user.type(field('confirmPassword'), 'Secret#123');
    await user.type(field('captcha'), 'AB12');
    await user.click(screen.getByTestId('register-terms'));
    await user.click(screen.getByTestId('register-submit'));
    await waitFor(() =>
      expect(register).toHaveBeenCalledWith(
        expect.objectContaining({ mobileNum: '09181234567', verificationCode: '123456', countryDialingCode: '+63' }),
        'mobile',
      ),
    );
  });

  it('shows a retry when the settings cannot be loaded', async () => {
    vi.mocked(fetchRegisterSettings).mockRejectedValueOnce(new ApiError('network', ''));
    renderScreen(<Register />, { url: '/m/register' });
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('register-form')).toBeTruthy();
  });

  it('keeps typed values across a language switch', async () => {
    const { setLanguage } = await import('shared');
    await open();
    await user.type(field('username'), 'newplayer1');
    await act(() => setLanguage('pt'));
    expect(await screen.findByText('Crie sua conta')).toBeTruthy();
    expect(field('username').value).toBe('newplayer1');
    await act(() => setLanguage('en'));
  });
});
