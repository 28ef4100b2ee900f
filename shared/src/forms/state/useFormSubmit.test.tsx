import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared';
import { FormError } from '../FormError';
import { TextField } from '../TextField';
import type { FieldErrors } from './fieldErrors';
import { FieldProblem, useFormSubmit, type FormSubmitOptions } from './useFormSubmit';
import { useFormState } from './useFormState';

interface Values {
  username: string;
  code: string;
}

type Options = Omit<FormSubmitOptions<keyof Values, unknown>, 'form' | 'send'> & { send: (values: Values) => Promise<unknown> };

/** A form of two fields on the kit, sending what is typed with `send`. */
function TestForm({ send, ...options }: Options) {
  const form = useFormState<Values>({ username: '', code: '' });
  const submit = useFormSubmit({ form, order: ['username', 'code'], ...options, send: () => send(form.values) });
  return (
    <form onSubmit={(event) => void submit.onSubmit(event)} noValidate>
      <TextField label="Username" {...form.bind('username')} />
      <TextField label="Code" {...form.bind('code')} />
      <FormError message={submit.formError} />
      <button type="submit" disabled={submit.submitting}>
        Send
      </button>
    </form>
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () => fireEvent.submit(screen.getByRole('button', { name: 'Send' }).closest('form') as HTMLFormElement);
const fieldError = (name: string) => document.querySelector(`[data-field-error="${name}"]`)?.textContent;
const button = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Send' });

/** A call that answers when told to. */
function pending() {
  let resolve!: (value: unknown) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const refused = (message: string, code?: string) => new ApiError('server', message, 200, code);

describe('useFormSubmit', () => {
  it('is submitting while the call runs, and ready again once it answers', async () => {
    const call = pending();
    render(<TestForm send={() => call.promise} />);
    send();
    await waitFor(() => expect(button().disabled).toBe(true));
    await act(async () => call.resolve('done'));
    expect(button().disabled).toBe(false);
  });

  it('ignores a second submit while the first is on its way, even before the button is disabled', async () => {
    const call = pending();
    const sender = vi.fn(() => call.promise);
    render(<TestForm send={sender} />);
    send();
    send();
    await waitFor(() => expect(button().disabled).toBe(true));
    send();
    expect(sender).toHaveBeenCalledTimes(1);
    await act(async () => call.resolve('done'));
    send();
    await waitFor(() => expect(sender).toHaveBeenCalledTimes(2));
  });

  it('stays submitting after a success that leaves the screen', async () => {
    const sender = vi.fn(async () => 'done');
    render(<TestForm send={sender} leavesOnSuccess />);
    send();
    await waitFor(() => expect(button().disabled).toBe(true));
    await act(async () => undefined);
    expect(button().disabled).toBe(true);
    send();
    expect(sender).toHaveBeenCalledTimes(1);
  });

  it('checks the rules first: nothing is sent, each failing field says why and the first one gets the focus', async () => {
    const sender = vi.fn(async () => 'done');
    const validate = (): FieldErrors<keyof Values> => ({ code: 'Code missing', username: 'Name missing' });
    render(<TestForm send={sender} validate={validate} />);
    send();
    await waitFor(() => expect(fieldError('username')).toBe('Name missing'));
    expect(fieldError('code')).toBe('Code missing');
    expect(document.activeElement).toBe(screen.getByLabelText('Username'));
    expect(sender).not.toHaveBeenCalled();
    expect(button().disabled).toBe(false);
  });

  it('sends nothing while any rule fails, even one of a field the screen order leaves out', async () => {
    const sender = vi.fn();
    render(<TestForm send={sender} order={['username']} validate={() => ({ code: 'Code missing' })} />);
    send();
    await waitFor(() => expect(fieldError('code')).toBe('Code missing'));
    expect(sender).not.toHaveBeenCalled();
  });

  it('shows a refusal that names a field under that field, and any other under the form', async () => {
    const sender = vi.fn().mockRejectedValueOnce(refused('Wrong code', 'CODE_WRONG')).mockRejectedValueOnce(refused('System upgrading'));
    const fieldErrors = (error: unknown, message: string) =>
      error instanceof ApiError && error.code === 'CODE_WRONG' ? { code: message } : undefined;
    render(<TestForm send={sender} fieldErrors={fieldErrors} />);
    send();
    await waitFor(() => expect(fieldError('code')).toBe('Wrong code'));
    expect(screen.queryByTestId('form-error')).toBeNull();

    send();
    await waitFor(() => expect(screen.getByTestId('form-error').textContent).toBe('System upgrading'));
    expect(screen.getByTestId('form-error').getAttribute('role')).toBe('alert');
    expect(fieldError('code')).toBe('Wrong code');
  });

  it('words a failure without server text by its kind (a time-out), and clears it when the next attempt starts', async () => {
    const call = pending();
    const sender = vi.fn().mockRejectedValueOnce(new ApiError('timeout', '')).mockReturnValueOnce(call.promise);
    render(<TestForm send={sender} />);
    send();
    await waitFor(() => expect(screen.getByTestId('form-error').textContent).toBe('The server took too long to answer. Please try again.'));
    send();
    await waitFor(() => expect(screen.queryByTestId('form-error')).toBeNull());
    await act(async () => call.resolve('done'));
  });

  it('keeps what was typed after a failure, and the retry sends it again', async () => {
    const sender = vi.fn().mockRejectedValueOnce(new ApiError('timeout', '')).mockResolvedValueOnce('done');
    const onFailure = vi.fn();
    render(<TestForm send={sender} onFailure={onFailure} />);
    type('Username', 'player01');
    type('Code', '1234');
    send();
    await waitFor(() => expect(screen.getByTestId('form-error')).toBeTruthy());
    expect(onFailure).toHaveBeenCalledWith(expect.any(ApiError), 'The server took too long to answer. Please try again.');
    expect(screen.getByLabelText<HTMLInputElement>('Username').value).toBe('player01');
    expect(screen.getByLabelText<HTMLInputElement>('Code').value).toBe('1234');
    send();
    await waitFor(() => expect(sender).toHaveBeenCalledTimes(2));
    expect(sender.mock.calls[1]).toEqual([{ username: 'player01', code: '1234' }]);
  });

  it('shows a problem found during the call under its field and focuses it, without calling onFailure', async () => {
    const onFailure = vi.fn();
    render(<TestForm send={() => Promise.reject(new FieldProblem('code', 'Unknown code'))} onFailure={onFailure} />);
    send();
    await waitFor(() => expect(fieldError('code')).toBe('Unknown code'));
    expect(document.activeElement).toBe(screen.getByLabelText('Code'));
    expect(screen.queryByTestId('form-error')).toBeNull();
    expect(onFailure).not.toHaveBeenCalled();
    expect(button().disabled).toBe(false);
  });

  it('runs onSuccess with the answer, and sends nothing when the confirmation is declined', async () => {
    const onSuccess = vi.fn();
    const sender = vi.fn(async () => 'answer');
    const { rerender } = render(<TestForm send={sender} onSuccess={onSuccess} confirm={async () => false} />);
    send();
    await act(async () => undefined);
    expect(sender).not.toHaveBeenCalled();
    rerender(<TestForm send={sender} onSuccess={onSuccess} confirm={async () => true} />);
    send();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('answer'));
  });

  it('does nothing, not even its checks, while the form may not be sent', async () => {
    const sender = vi.fn();
    render(<TestForm send={sender} canSubmit={false} validate={() => ({ username: 'Name missing' })} />);
    send();
    await act(async () => undefined);
    expect(fieldError('username')).toBeUndefined();
    expect(sender).not.toHaveBeenCalled();
  });

  it('sends once when two taps come while the confirmation is asked', async () => {
    const sender = vi.fn(async () => 'done');
    render(<TestForm send={sender} confirm={() => new Promise((yes) => setTimeout(() => yes(true), 10))} />);
    send();
    send();
    await waitFor(() => expect(sender).toHaveBeenCalled());
    await act(() => new Promise((done) => setTimeout(done, 30)));
    expect(sender).toHaveBeenCalledTimes(1);
  });

  it('clears a field error when that field is typed into, and only that one', async () => {
    render(<TestForm send={vi.fn()} validate={() => ({ username: 'Name missing', code: 'Code missing' })} />);
    send();
    await waitFor(() => expect(fieldError('code')).toBe('Code missing'));
    type('Code', '1');
    expect(fieldError('code')).toBeUndefined();
    expect(fieldError('username')).toBe('Name missing');
  });
});
