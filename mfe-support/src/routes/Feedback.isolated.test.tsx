import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError, fetchCaptcha, setLanguage, submitFeedback, useSessionStore, useToastStore, type SessionInfo } from 'shared';
import Feedback from './Feedback';
import { renderWithRouter } from 'shared/testing';

const { standIns } = await vi.hoisted(() => import('shared/testing'));
vi.mock('shared', standIns<typeof import('shared')>(['fetchCaptcha', 'submitFeedback']));

const member: SessionInfo = { token: 't', merchantCode: 'm', userName: 'player01', type: 1, firstTimeLogin: false };
const DESCRIPTION = 'My withdrawal has been pending for two days.';

beforeEach(() => {
  useSessionStore.setState({ session: member });
  vi.mocked(fetchCaptcha).mockResolvedValue({ image: 'data:image/svg+xml;base64,AAA' });
  vi.mocked(submitFeedback).mockResolvedValue({ id: 1 });
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
  useSessionStore.setState({ session: null });
  useToastStore.setState({ toasts: [] });
});

const field = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;
const fill = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const submit = () => fireEvent.click(screen.getByTestId('feedback-submit'));

async function open() {
  renderWithRouter(<Feedback />, { url: '/m/feedback', path: '/m/feedback' });
  await screen.findByTestId('feedback-form');
}

describe('Feedback', () => {
  it('sends guests to /m/login, which comes back here', async () => {
    useSessionStore.setState({ session: null });
    renderWithRouter(<Feedback />, { url: '/m/feedback', path: '/m/feedback' });
    expect((await screen.findByTestId('navigated')).textContent).toBe('/m/login?returnTo=%2Fm%2Ffeedback');
  });

  it('starts with the type unset, the counter at 0/200 and submit disabled', async () => {
    await open();
    expect(field('type').value).toBe('');
    expect(screen.getByTestId('feedback-counter').textContent).toBe('0/200');
    expect((screen.getByTestId('feedback-submit') as HTMLButtonElement).disabled).toBe(true);
    fill('content', 'abc');
    expect(screen.getByTestId('feedback-counter').textContent).toBe('3/200');
    expect((screen.getByTestId('feedback-submit') as HTMLButtonElement).disabled).toBe(false);
    expect(field('content').maxLength).toBe(200);
  });

  it('rejects a description shorter than 20 characters without calling the server', async () => {
    await open();
    fill('type', '2');
    fill('content', 'Too short');
    fill('captcha', 'AB12');
    submit();
    expect(screen.getByTestId('feedback-error').textContent).toBe('Please describe the problem in at least 20 characters.');
    expect(submitFeedback).not.toHaveBeenCalled();
  });

  it('asks for the question type and the captcha', async () => {
    await open();
    fill('content', DESCRIPTION);
    submit();
    expect(screen.getByTestId('feedback-error').textContent).toBe('Please choose a question type.');
    fill('type', '3');
    submit();
    expect(screen.getByTestId('feedback-error').textContent).toBe('Please enter the verification code.');
    expect(submitFeedback).not.toHaveBeenCalled();
  });

  it('PUTs content, sender, type and captcha under a loading toast, then thanks and goes home', async () => {
    await open();
    fill('type', '6');
    fill('content', DESCRIPTION);
    fill('captcha', 'AB12');
    vi.useFakeTimers();
    await act(async () => submit());
    expect(submitFeedback).toHaveBeenCalledWith({ content: DESCRIPTION, sender: 'player01', type: 6, captcha: 'AB12' });
    const toasts = useToastStore.getState().toasts;
    expect(toasts.map((t) => t.kind)).toEqual(['success']);
    expect(toasts[0]!.durationMs).toBe(1500);
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('navigated').textContent).toBe('/m/home');
  });

  it('shows a loading toast of up to 10 s while sending', async () => {
    let answer!: () => void;
    vi.mocked(submitFeedback).mockReturnValue(new Promise((r) => (answer = () => r({}))));
    await open();
    fill('type', '1');
    fill('content', DESCRIPTION);
    fill('captcha', 'AB12');
    submit();
    const loading = useToastStore.getState().toasts.find((t) => t.kind === 'loading');
    expect(loading?.durationMs).toBe(10000);
    expect((screen.getByTestId('feedback-submit') as HTMLButtonElement).disabled).toBe(true);
    await act(async () => answer());
  });

  it('keeps what was typed on failure, shows the server message and asks for a new captcha', async () => {
    vi.mocked(submitFeedback).mockRejectedValue(new ApiError('server', 'Verification code error'));
    await open();
    fill('type', '4');
    fill('content', DESCRIPTION);
    fill('captcha', 'WRONG');
    await act(async () => submit());
    expect(screen.getByTestId('feedback-error').textContent).toBe('Verification code error');
    expect(field('content').value).toBe(DESCRIPTION);
    expect(field('type').value).toBe('4');
    expect(field('captcha').value).toBe('');
    await waitFor(() => expect(fetchCaptcha).toHaveBeenCalledTimes(2));
    expect(useToastStore.getState().toasts.filter((t) => t.kind === 'loading')).toHaveLength(0);
  });

  it('refreshes the captcha on tap', async () => {
    await open();
    await waitFor(() => expect(fetchCaptcha).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByTestId('captcha-image'));
    await waitFor(() => expect(fetchCaptcha).toHaveBeenCalledTimes(2));
  });

  it('keeps what was typed and the message across a language switch', async () => {
    await open();
    fill('type', '2');
    fill('content', 'Short');
    fill('captcha', 'AB12');
    submit();
    await act(async () => setLanguage('pt'));
    expect(field('content').value).toBe('Short');
    expect(field('type').value).toBe('2');
    expect(field('captcha').value).toBe('AB12');
    expect(screen.getByTestId('feedback-error').textContent).toBe('Descreva o problema com pelo menos 20 caracteres.');
    expect(screen.getByTestId('feedback-submit').textContent).toBe('Confirmar');
    await act(async () => setLanguage('en'));
  });
});
