import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, checkAffiliateCode, fetchCaptcha, fetchRegisterSettings, getSession, paths, registerAgent, setLanguage } from 'shared';
import { registerSettings } from '../testing/registerSettings';
import { setSession } from '../testing/session';
import AgentRegister from './AgentRegister';
import { at, renderWithRouter } from 'shared/testing';

const { standIns } = await vi.hoisted(() => import('shared/testing'));
vi.mock('shared', standIns<typeof import('shared')>(['fetchRegisterSettings', 'fetchCaptcha', 'checkAffiliateCode', 'registerAgent']));

const settings = vi.mocked(fetchRegisterSettings);
const captcha = vi.mocked(fetchCaptcha);
const checkCode = vi.mocked(checkAffiliateCode);
const register = vi.mocked(registerAgent);

const input = (name: string) => {
  const element = document.querySelector<HTMLInputElement>(`[name="${name}"]`);
  if (!element) throw new Error(`no field ${name}`);
  return element;
};
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
const submitButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Create agent account' });
const open = async (url: string = paths.agentRegister) => {
  renderWithRouter(<AgentRegister />, at(url));
  await screen.findByTestId('agent-register-form');
  await waitFor(() => expect(document.querySelector('[data-testid="captcha-image"] img')).not.toBeNull());
};
const fillValid = () => {
  type('username', 'agent77x');
  type('password', 'Abc12345');
  type('confirmPassword', 'Abc12345');
  type('captcha', 'k9');
  fireEvent.click(screen.getByRole('checkbox'));
};

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  setSession(null);
  settings.mockResolvedValue(registerSettings());
  captcha.mockResolvedValue({ image: 'data:image/svg+xml;base64,PHN2Zy8+' });
  checkCode.mockResolvedValue(true);
  register.mockResolvedValue({ token: 'new-token', userName: 'agent77x', type: 40, firstTimeLogin: true });
});
afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  vi.clearAllMocks();
  setSession(null);
  await act(() => setLanguage('en'));
});

describe('agent registration', () => {
  it('renders the server-driven fields, named after the payload, with asterisks on required ones', async () => {
    const { container } = renderWithRouter(<AgentRegister />, at(paths.agentRegister));
    await screen.findByTestId('agent-register-form');
    expect(container.querySelector('[data-remote="agent"]')).not.toBeNull();
    const names = [...document.querySelectorAll('input:not([type="checkbox"])')].map((el) => el.getAttribute('name'));
    expect(names).toEqual([
      'username',
      'mobileNum',
      'password',
      'confirmPassword',
      'nickname',
      'email',
      'whatsapp',
      'affiliateCode',
      'captcha',
    ]);
    expect(screen.getByText('Username').querySelector('[aria-hidden]')?.textContent).toBe('*');
    expect(screen.getByText('E-mail').querySelector('[aria-hidden]')).toBeNull();
    expect(document.querySelector('select[name="countryDialingCode"]')).not.toBeNull();
    expect(screen.getByText('Phone number (10 ~ 11 digits)')).toBeTruthy();
  });

  it('keeps the create button disabled until the terms are ticked', async () => {
    await open();
    expect(submitButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox'));
    expect(submitButton().disabled).toBe(false);
    expect(screen.getByText(/at least 18 years old/)).toBeTruthy();
  });

  it('shows each broken rule and focuses the first invalid field, without calling the server', async () => {
    await open();
    type('username', 'agent77x');
    type('password', 'Abc12345');
    type('confirmPassword', 'Abc99999');
    type('email', 'not-an-email');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(submitButton());
    expect(await screen.findByText('The two passwords do not match')).toBeTruthy();
    expect(screen.getByText('Account/Password/E-mail format incorrect')).toBeTruthy();
    expect(screen.getByText('Please enter the verification code')).toBeTruthy();
    expect(document.activeElement).toBe(input('confirmPassword'));
    expect(register).not.toHaveBeenCalled();
  });

  it('asks for the confirmation when it is empty', async () => {
    await open();
    type('username', 'agent77x');
    type('password', 'Abc12345');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(submitButton());
    expect(await screen.findByText('Please confirm your password')).toBeTruthy();
  });

  it('registers the agent, logs it in (type 40) and goes home after the success message', async () => {
    await open();
    fillValid();
    fireEvent.click(submitButton());
    await waitFor(() => expect(register).toHaveBeenCalledTimes(1));
    expect(register.mock.calls[0]?.[0]).toMatchObject({
      username: 'agent77x',
      password: 'Abc12345',
      confirmPassword: 'Abc12345',
      captcha: 'k9',
    });
    expect(register.mock.calls[0]?.[0].registerMethod).toBeDefined();
    await waitFor(() => expect(getSession()).toMatchObject({ token: 'new-token', userName: 'agent77x', type: 40 }));
    expect(screen.queryByTestId('navigated')).toBeNull();
    await act(async () => vi.advanceTimersByTime(1000));
    expect((await screen.findByTestId('navigated')).textContent).toBe(paths.home);
  });

  it.each([41, 42])('logs the agent in as type %i when the server answers that type', async (agentType) => {
    register.mockResolvedValueOnce({ token: 'new-token', userName: 'agent77x', type: agentType, firstTimeLogin: true });
    await open();
    fillValid();
    fireEvent.click(submitButton());
    await waitFor(() => expect(getSession()).toMatchObject({ token: 'new-token', userName: 'agent77x', type: agentType }));
    await act(async () => vi.advanceTimersByTime(1000));
    expect((await screen.findByTestId('navigated')).textContent).toBe(paths.home);
  });

  it('shows the server message on failure, keeps what was typed and fetches a new captcha', async () => {
    register.mockRejectedValueOnce(new ApiError('server', 'Sorry, the username already exists', 200));
    await open();
    fillValid();
    fireEvent.click(submitButton());
    expect((await screen.findByTestId('register-error')).textContent).toBe('Sorry, the username already exists');
    expect(input('username').value).toBe('agent77x');
    expect(input('password').value).toBe('Abc12345');
    expect(input('captcha').value).toBe('');
    await waitFor(() => expect(captcha).toHaveBeenCalledTimes(2));
    expect(getSession()).toBeNull();
  });

  it('translates a server message that is a message key', async () => {
    register.mockRejectedValueOnce(new ApiError('server', 'in_confirmation_correct', 200));
    await open();
    fillValid();
    fireEvent.click(submitButton());
    expect((await screen.findByTestId('register-error')).textContent).toBe('The two passwords do not match');
  });

  it('checks the typed invitation code first: a bad one says invitation_code_error and focuses the field', async () => {
    checkCode.mockResolvedValue(false);
    await open();
    fillValid();
    type('affiliateCode', 'WRONG1');
    fireEvent.click(submitButton());
    expect(await screen.findByText('Invalid invitation code')).toBeTruthy();
    expect(document.activeElement).toBe(input('affiliateCode'));
    expect(checkCode).toHaveBeenCalledWith('WRONG1');
    expect(register).not.toHaveBeenCalled();
  });

  it('hides the invitation field for a valid link code and sends that code', async () => {
    await open(`${paths.agentRegister}?affiliateCode=AFF2026`);
    expect(document.querySelector('[name="affiliateCode"]')).toBeNull();
    fillValid();
    fireEvent.click(submitButton());
    await waitFor(() => expect(register).toHaveBeenCalled());
    expect(register.mock.calls[0]?.[0].affiliateCode).toBe('AFF2026');
  });

  it('shows the invitation field, filled and flagged, for an invalid link code', async () => {
    checkCode.mockResolvedValue(false);
    await open(`${paths.agentRegister}?affiliateCode=NOPE`);
    expect(input('affiliateCode').value).toBe('NOPE');
    expect(screen.getByText('Invalid invitation code')).toBeTruthy();
  });

  it('never shows the invitation field when the setting is off', async () => {
    settings.mockResolvedValue(registerSettings({ affiliateCodeEnabled: false }));
    await open();
    expect(document.querySelector('[name="affiliateCode"]')).toBeNull();
  });

  it('shows a clear error with retry when the rules cannot be loaded', async () => {
    settings.mockRejectedValueOnce(new ApiError('timeout', ''));
    renderWithRouter(<AgentRegister />, at(paths.agentRegister));
    expect((await screen.findByRole('alert')).textContent).toContain('took too long');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('agent-register-form')).toBeTruthy();
  });

  it('keeps what was typed across a language switch', async () => {
    await open();
    type('username', 'agent77x');
    type('email', 'a@b.co');
    await act(() => setLanguage('pt'));
    expect(await screen.findByRole('button', { name: 'Criar conta de agente' })).toBeTruthy();
    expect(input('username').value).toBe('agent77x');
    expect(input('email').value).toBe('a@b.co');
  });

  it('toggles password visibility', async () => {
    await open();
    expect(input('password').type).toBe('password');
    fireEvent.click(screen.getAllByRole('button', { name: 'Show password' })[0]!);
    expect(input('password').type).toBe('text');
  });

  it('fetches a new captcha when its picture is tapped', async () => {
    await open();
    await waitFor(() => expect(captcha).toHaveBeenCalledTimes(1));
    fireEvent.click(await screen.findByTestId('captcha-image'));
    await waitFor(() => expect(captcha).toHaveBeenCalledTimes(2));
  });
});
