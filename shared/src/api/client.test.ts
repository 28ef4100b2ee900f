import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { bus } from '../bus/bus';
import { setRuntimeConfig } from '../config/runtimeConfig';
import { useSessionStore } from '../session/store';
import { api, http, SESSION_EXPIRED_MESSAGE } from './client';
import { fetchWallet } from './endpoints/wallet';
import { ApiError } from './errors';

let lastConfig: InternalAxiosRequestConfig | undefined;
function answer(status: number, data: unknown): AxiosAdapter {
  return async (config) => {
    lastConfig = config;
    const response = { data, status, statusText: '', headers: {}, config };
    if (status >= 400) throw new AxiosError('fail', 'ERR_BAD_RESPONSE', config, undefined, response);
    return response;
  };
}

const session = { token: 't-1', merchantCode: 'mc', userName: 'player01', type: 1, firstTimeLogin: false };

describe('API client', () => {
  beforeEach(() => {
    setRuntimeConfig({ apiBase: '/wps', merchantCode: 'mcasino' });
    useSessionStore.getState().signOut();
  });

  it('unwraps the envelope value and sends token and merchantCode', async () => {
    useSessionStore.getState().signIn(session);
    http.defaults.adapter = answer(200, { success: true, value: { sumBalance: 10 } });
    await expect(api.get('/wallets/gcs')).resolves.toEqual({ sumBalance: 10 });
    expect(lastConfig?.baseURL).toBe('/wps');
    expect(lastConfig?.headers.get('token')).toBe('t-1');
    expect(lastConfig?.headers.get('merchantCode')).toBe('mc');
  });

  it('rejects with the server message and value when success is false', async () => {
    http.defaults.adapter = answer(200, { success: false, message: 'Verification code error', value: { captcha: true } });
    const error = await api.post('/session/login').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'server', message: 'Verification code error', value: { captcha: true } });
  });

  it('treats a body that is not an envelope as malformed', async () => {
    http.defaults.adapter = answer(200, '<html>oops</html>');
    await expect(api.get('/x')).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('names the field a malformed answer lacks, and the message stays the fallback shown with retry', async () => {
    http.defaults.adapter = answer(200, { success: true, value: { sumBalance: 10 } });
    await expect(fetchWallet()).rejects.toMatchObject({ kind: 'malformed', field: 'currencySymbol', message: '' });
  });

  it('treats a value failing its shape check as malformed', async () => {
    http.defaults.adapter = answer(200, { success: true, value: 'nope' });
    await expect(api.get('/x', { validate: (v): v is number[] => Array.isArray(v) })).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('turns HTTP 500 into a retryable server error', async () => {
    http.defaults.adapter = answer(500, { success: false, message: 'System upgrading try again later' });
    const error = (await api.get('/x').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('System upgrading try again later');
    expect(error.retryable).toBe(true);
  });

  it('turns a time-out into kind timeout', async () => {
    http.defaults.adapter = async (config) => {
      throw new AxiosError('timeout', AxiosError.ECONNABORTED, config);
    };
    await expect(api.get('/x')).rejects.toMatchObject({ kind: 'timeout' });
  });

  it("times calls out after the run-time config's apiTimeoutMs unless a call sets its own", async () => {
    http.defaults.adapter = answer(200, { success: true, value: null });
    await api.get('/x');
    expect(lastConfig?.timeout).toBe(15000);
    setRuntimeConfig({ apiBase: '/wps', merchantCode: 'mcasino', apiTimeoutMs: 1200 });
    await api.get('/y');
    expect(lastConfig?.timeout).toBe(1200);
    await api.get('/z', { timeout: 4000 });
    expect(lastConfig?.timeout).toBe(4000);
  });

  it('on 401 clears the session and announces "account logged out please log in again"', async () => {
    useSessionStore.getState().signIn(session);
    const expired = vi.fn();
    const off = bus.on('auth:session-expired', expired);
    http.defaults.adapter = answer(401, { success: false, code: 'SESSION_EXPIRED', message: '' });
    await expect(api.get('/member/info')).rejects.toMatchObject({ kind: 'session-expired' });
    expect(useSessionStore.getState().session).toBeNull();
    expect(expired).toHaveBeenCalledWith({ message: SESSION_EXPIRED_MESSAGE });
    off();
  });

  it('silent calls never end the session', async () => {
    useSessionStore.getState().signIn(session);
    http.defaults.adapter = answer(401, { success: false, code: 'SESSION_EXPIRED' });
    await expect(api.get('/chat/unread', { silent: true })).rejects.toMatchObject({ kind: 'server' });
    expect(useSessionStore.getState().session).not.toBeNull();
  });
});
