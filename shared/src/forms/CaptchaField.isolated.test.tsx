import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { prerender } from 'react-dom/static';
import { beforeEach, describe, expect, it } from 'vitest';
import { FirstViewContext, setRuntimeConfig, type FirstViewData } from 'shared';
import { jsonResponse, setTransport, type Transport } from 'shared/testing';
import { CaptchaField } from './CaptchaField';

const picture = (n: number) => `data:image/svg+xml;base64,${btoa(`<svg id="${n}"/>`)}`;

/** The captcha endpoint: each call answers with the next step (a picture, or a failure). */
let steps: ('picture' | 'timeout' | 'malformed')[] = [];
let asked = 0;
const captchaEndpoint: Transport = async ({ signal }) => {
  asked += 1;
  const step = steps.shift() ?? 'picture';
  // Never answers: the client's time-out (the run-time config's, short here) gives up on it.
  if (step === 'timeout')
    return new Promise<Response>((_, reject) => signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
  const body = step === 'malformed' ? { success: true, value: { picture: 1 } } : { success: true, value: { image: picture(asked) } };
  return jsonResponse(body);
};

const image = () => screen.getByTestId('captcha-image').querySelector('img')?.getAttribute('src');

beforeEach(() => {
  setRuntimeConfig({ apiBase: '/wps', merchantCode: 'mcasino', apiTimeoutMs: 200 });
  setTransport(captchaEndpoint);
  steps = [];
  asked = 0;
});

describe('CaptchaField', () => {
  it('is the labelled captcha input beside its picture', async () => {
    render(<CaptchaField value="" onChange={() => undefined} />);
    const input = screen.getByLabelText<HTMLInputElement>(/Picture code/);
    expect(input.name).toBe('captcha');
    expect(input.placeholder).toBe('What the picture shows');
    expect(await screen.findByAltText('Verification image')).toBeTruthy();
    expect(image()).toBe(picture(1));
  });

  it('asks for a new picture when the picture is tapped, and when renewKey changes', async () => {
    const { rerender } = render(<CaptchaField value="" onChange={() => undefined} renewKey={0} />);
    await waitFor(() => expect(image()).toBe(picture(1)));
    fireEvent.click(screen.getByTestId('captcha-image'));
    await waitFor(() => expect(image()).toBe(picture(2)));
    rerender(<CaptchaField value="" onChange={() => undefined} renewKey={1} />);
    await waitFor(() => expect(image()).toBe(picture(3)));
    expect(asked).toBe(3);
  });

  it('says why the picture did not load, and a tap on it tries again', async () => {
    steps = ['timeout'];
    render(<CaptchaField value="" onChange={() => undefined} />);
    const retry = await screen.findByText('Tap to retry', undefined, { timeout: 3000 });
    const input = screen.getByLabelText(/Picture code/);
    const reason = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe('The picture did not load: The server took too long to answer. Please try again.');
    act(() => retry.closest('button')?.click());
    await waitFor(() => expect(image()).toBe(picture(2)));
    expect(screen.queryByText(/did not load/)).toBeNull();
  });

  it('treats a malformed answer as a failure with a retry, never a broken picture', async () => {
    steps = ['malformed'];
    render(<CaptchaField value="typed" onChange={() => undefined} />);
    await screen.findByText('Tap to retry');
    expect(screen.getByText(/The picture did not load: The server sent an answer we could not read/)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/Picture code/).value).toBe('typed');
    fireEvent.click(screen.getByTestId('captcha-image'));
    await waitFor(() => expect(image()).toBe(picture(2)));
  });

  it('cannot be tapped while a picture is on its way', async () => {
    render(<CaptchaField value="" onChange={() => undefined} />);
    expect(screen.getByTestId<HTMLButtonElement>('captcha-image').disabled).toBe(true);
    await waitFor(() => expect(screen.getByTestId<HTMLButtonElement>('captcha-image').disabled).toBe(false));
  });

  it('shows its error and is marked invalid', async () => {
    render(<CaptchaField value="" onChange={() => undefined} error="Verification code error" />);
    const input = screen.getByLabelText(/Picture code/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Verification code error');
    await screen.findByAltText('Verification image');
  });

  it('asks for no picture in a server render: the answer belongs to the browser that asks', async () => {
    const answers: unknown[] = [];
    const asking = new Map<string, Promise<{ data: unknown; reads: string[] }>>();
    const server: FirstViewData = {
      answerOf: () => undefined,
      serverAnswer(id, load) {
        if (!asking.has(id))
          asking.set(
            id,
            load().result.then((data) => (answers.push(data), { data, reads: [] })),
          );
        return asking.get(id)!;
      },
    };
    const { prelude } = await prerender(
      <FirstViewContext.Provider value={server}>
        <CaptchaField value="" onChange={() => undefined} />
      </FirstViewContext.Provider>,
    );
    const html = await new Response(prelude).text();
    expect(html).toContain('name="captcha"');
    expect(answers).toEqual([null]);
    expect(asked).toBe(0);
  });
});
