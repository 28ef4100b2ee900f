import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, setRuntimeConfig, useToastStore, type SmsSendResult } from 'shared';
import { jsonResponse, setTransport } from 'shared/testing';
import type { BoundField } from '../../state/useFormState';
import { MobileCodeFields } from './MobileCodeFields';

const bound = (name: string, value: string, onChange: (value: string) => void): BoundField => ({
  name,
  value,
  onChange,
  error: undefined,
  inputRef: null,
});

/** The group in a form of its own; the mobile number passes when `mobileOk` says so. */
function Group({ send, mobileOk = () => true }: { send(captcha: string): Promise<SmsSendResult>; mobileOk?: () => boolean }) {
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  return (
    <MobileCodeFields
      mobile={bound('mobileNum', mobile, setMobile)}
      dialingCode={{ countries: [{ countryCode: 'PH', dialingCode: '+63', name: 'Philippines' }], value: '+63', onChange: () => undefined }}
      code={bound('messageCode', code, setCode)}
      canSend={mobileOk}
      send={send}
    />
  );
}

const getCode = () => screen.getByTestId<HTMLButtonElement>('get-code');
const check = () => screen.getByTestId('sms-human-check');
const answer = (text: string) =>
  fireEvent.change(check().querySelector('input[name="captcha"]') as HTMLInputElement, { target: { value: text } });
const sendCheck = () => fireEvent.click(within(check()).getByTestId('sms-check-send'));

let pictures = 0;
beforeEach(() => {
  setRuntimeConfig({ apiBase: '/wps', merchantCode: 'mcasino' });
  pictures = 0;
  setTransport(async () => jsonResponse({ success: true, value: { image: `data:image/png;base64,${++pictures}` } }));
});

describe('MobileCodeFields', () => {
  it('names its fields after the payload and keeps only the digits of the mobile number', async () => {
    render(<Group send={vi.fn()} />);
    const mobile = await screen.findByLabelText<HTMLInputElement>(/Mobile number/);
    expect(mobile.name).toBe('mobileNum');
    expect(screen.getByLabelText<HTMLInputElement>(/Code sent by SMS/).name).toBe('messageCode');
    fireEvent.change(mobile, { target: { value: '0917-123 45ab67' } });
    expect(mobile.value).toBe('09171234567');
    expect(mobile.maxLength).toBe(11);
  });

  it('asks for no code while the mobile number fails its check', async () => {
    const send = vi.fn();
    const mobileOk = vi.fn(() => false);
    render(<Group send={send} mobileOk={mobileOk} />);
    await screen.findByLabelText(/Mobile number/);
    fireEvent.click(getCode());
    expect(mobileOk).toHaveBeenCalled();
    expect(screen.queryByTestId('sms-human-check')).toBeNull();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends no SMS before the human check is answered', async () => {
    const send = vi.fn();
    render(<Group send={send} />);
    await screen.findByLabelText(/Mobile number/);
    fireEvent.click(getCode());
    await screen.findByTestId('sms-human-check');
    sendCheck();
    expect(await within(check()).findByText('Please enter the verification code')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the SMS with the answer, then counts down before another code may be asked for', async () => {
    const send = vi.fn(async () => ({ expirationTime: Date.now() + 45_000 }));
    render(<Group send={send} />);
    await screen.findByLabelText(/Mobile number/);
    fireEvent.click(getCode());
    await screen.findByTestId('sms-human-check');
    answer(' AB12 ');
    sendCheck();
    await waitFor(() => expect(screen.queryByTestId('sms-human-check')).toBeNull());
    expect(send).toHaveBeenCalledWith('AB12');
    await waitFor(() => expect(getCode().textContent).toBe('45 s'));
    expect(getCode().disabled).toBe(true);
    expect(useToastStore.getState().toasts.map((t) => t.message)).toContain('Verification code sent');
  });

  it('keeps the check open with the server’s reason and a new picture when the answer is refused', async () => {
    const send = vi.fn().mockRejectedValueOnce(new ApiError('server', 'Verification code error'));
    render(<Group send={send} />);
    await screen.findByLabelText(/Mobile number/);
    fireEvent.click(getCode());
    await within(await screen.findByTestId('sms-human-check')).findByAltText('Verification image');
    answer('WRONG');
    await act(async () => sendCheck());
    expect(await within(check()).findByText('Verification code error')).toBeTruthy();
    expect((check().querySelector('input[name="captcha"]') as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(pictures).toBe(2));
    expect(getCode().textContent).toBe('Get code');
  });
});
