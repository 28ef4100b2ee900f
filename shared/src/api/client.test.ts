import { bus } from '../bus/bus';
import { setRuntimeConfig } from '../config/runtimeConfig';
import { i18n, initI18n, languageThrough } from '../i18n/setup';
import { useSessionStore } from '../session/store';
import { jsonResponse } from '../testing/jsonResponse';
import { api, SESSION_EXPIRED_MESSAGE } from './client';
import { fetchWallet } from './endpoints/wallet';
import { ApiError } from './errors';
import { setTransport, type TransportRequest } from './transport';

let lastRequest: TransportRequest | undefined;
function answer(status: number, data: unknown) {
  setTransport(async (request) => {
    lastRequest = request;
    return jsonResponse(data, status);
  });
}
function answerText(status: number, text: string) {
  setTransport(async (request) => {
    lastRequest = request;
    return new Response(text, { status, headers: { 'Content-Type': 'text/html' } });
  });
}
/** A transport that never answers and pays no heed to the abort signal: only the client's own clock ends the wait. */
function neverAnswer() {
  setTransport((request) => {
    lastRequest = request;
    return new Promise<Response>(() => undefined);
  });
}
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

const session = { token: 't-1', merchantCode: 'mc', userName: 'player01', type: 1, firstTimeLogin: false };

describe('API client', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  beforeEach(() => {
    lastRequest = undefined;
    setRuntimeConfig({ apiBase: '/wps', merchantCode: 'mcasino' });
    useSessionStore.getState().signOut();
  });
  afterEach(() => vi.useRealTimers());

  it('unwraps the envelope value and sends token and merchantCode', async () => {
    useSessionStore.getState().signIn(session);
    answer(200, { success: true, value: { sumBalance: 10 } });
    await expect(api.get('/wallets/gcs')).resolves.toEqual({ sumBalance: 10 });
    expect(lastRequest?.method).toBe('GET');
    expect(lastRequest?.url).toBe('/wps/wallets/gcs');
    expect(lastRequest?.headers.get('token')).toBe('t-1');
    expect(lastRequest?.headers.get('merchantCode')).toBe('mc');
    expect(lastRequest?.body).toBeUndefined();
  });

  it("sends the site's merchant code and no token without a session", async () => {
    answer(200, { success: true, value: null });
    await api.get('/system/whitelabel');
    expect(lastRequest?.headers.get('merchantCode')).toBe('mcasino');
    expect(lastRequest?.headers.has('token')).toBe(false);
  });

  it("asks for the player's language, and for the rendered request's on the server", async () => {
    answer(200, { success: true, value: [] });
    await i18n.changeLanguage('pt');
    await api.get('/notice', { cache: false });
    expect(lastRequest?.headers.get('Accept-Language')).toBe('pt');
    await i18n.changeLanguage('en');
    await api.get('/notice', { cache: false });
    expect(lastRequest?.headers.get('Accept-Language')).toBe('en');
    languageThrough(() => 'pt');
    await api.get('/notice', { cache: false });
    expect(lastRequest?.headers.get('Accept-Language')).toBe('pt');
    languageThrough(() => undefined);
  });

  it('sends an object body as JSON and a string body as it is, with the headers the caller sets', async () => {
    answer(200, { success: true, value: null });
    await api.post('/session/login', { data: 'eyJ9' }, { headers: { Encryption: 'BASE64-JSON-V1' } });
    expect(lastRequest?.method).toBe('POST');
    expect(lastRequest?.body).toBe('{"data":"eyJ9"}');
    expect(lastRequest?.headers.get('Content-Type')).toBe('application/json');
    expect(lastRequest?.headers.get('Encryption')).toBe('BASE64-JSON-V1');
    await api.post('/member/password/email', 'username=a&email=b', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(lastRequest?.body).toBe('username=a&email=b');
    expect(lastRequest?.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    await api.delete('/session/logout');
    expect(lastRequest?.method).toBe('DELETE');
    expect(lastRequest?.body).toBeUndefined();
  });

  it('puts the query on the wire as the backend reads it: nothing for undefined or null, lists as name[]', async () => {
    answer(200, { success: true, value: null });
    await api.get('/game/list', {
      params: { platform: 'html5', pageNo: 2, gameName: 'dragon tiger', vassalage: 'PG,EVO', b2c: true, gameType: undefined, vendor: null },
      cache: false,
    });
    expect(lastRequest?.url).toBe('/wps/game/list?platform=html5&pageNo=2&gameName=dragon+tiger&vassalage=PG,EVO&b2c=true');
    await api.get('/announcements', { params: { types: ['B', 'PL'] }, cache: false });
    expect(lastRequest?.url).toBe('/wps/announcements?types%5B%5D=B&types%5B%5D=PL');
  });

  it('rejects with the server message and value when success is false', async () => {
    answer(200, { success: false, message: 'Verification code error', value: { captcha: true } });
    const error = await failure(api.post('/session/login'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'server', message: 'Verification code error', value: { captcha: true } });
  });

  it('treats a body that is not an envelope as malformed', async () => {
    answer(200, '<html>oops</html>');
    await expect(api.get('/x')).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('treats an answer that is not JSON, or empty, as malformed', async () => {
    answerText(200, '<html>oops</html>');
    await expect(api.get('/x')).rejects.toMatchObject({ kind: 'malformed', message: '' });
    answerText(200, '');
    await expect(api.get('/y')).rejects.toMatchObject({ kind: 'malformed', message: '' });
  });

  it('turns an HTTP error whose body is not JSON into a server error with its status', async () => {
    answerText(502, '<html>Bad gateway</html>');
    const error = (await failure(api.get('/x'))) as ApiError;
    expect(error).toMatchObject({ kind: 'server', status: 502, message: '' });
    expect(error.retryable).toBe(true);
  });

  it('names the field a malformed answer lacks, and the message stays the fallback shown with retry', async () => {
    answer(200, { success: true, value: { sumBalance: 10 } });
    await expect(fetchWallet()).rejects.toMatchObject({ kind: 'malformed', field: 'currencySymbol', message: '' });
  });

  it('treats a value failing its shape check as malformed', async () => {
    answer(200, { success: true, value: 'nope' });
    await expect(api.get('/x', { validate: (v): v is number[] => Array.isArray(v) })).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('turns HTTP 500 into a retryable server error', async () => {
    answer(500, { success: false, message: 'System upgrading try again later', code: 'UPGRADE', value: { at: 1 } });
    const error = (await failure(api.get('/x'))) as ApiError;
    expect(error).toMatchObject({ kind: 'server', status: 500, code: 'UPGRADE', value: { at: 1 } });
    expect(error.message).toBe('System upgrading try again later');
    expect(error.retryable).toBe(true);
  });

  it('turns a request that cannot reach the server into kind network', async () => {
    setTransport(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.get('/x')).rejects.toMatchObject({ kind: 'network', message: '' });
  });

  it('turns a time-out into kind timeout, and aborts the request', async () => {
    vi.useFakeTimers();
    neverAnswer();
    const pending = failure(api.get('/x', { timeout: 1000 }));
    await vi.advanceTimersByTimeAsync(999);
    expect(lastRequest?.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toMatchObject({ name: 'ApiError', kind: 'timeout' });
    expect(lastRequest?.signal.aborted).toBe(true);
  });

  it('times out an answer whose body does not arrive in time', async () => {
    vi.useFakeTimers();
    const stalledBody = { status: 200, text: () => new Promise<string>(() => undefined) } as unknown as Response;
    setTransport(async () => stalledBody);
    const pending = failure(api.get('/x', { timeout: 500 }));
    await vi.advanceTimersByTimeAsync(500);
    await expect(pending).resolves.toMatchObject({ kind: 'timeout' });
  });

  it("times calls out after the run-time config's apiTimeoutMs unless a call sets its own", async () => {
    vi.useFakeTimers();
    neverAnswer();
    const timedOutAfter = async (read: () => Promise<unknown>) => {
      const started = Date.now();
      let error: unknown;
      void failure(read()).then((e) => (error = e));
      for (let waited = 0; !error && waited < 200_000; waited += 100) await vi.advanceTimersByTimeAsync(100);
      expect(error).toMatchObject({ kind: 'timeout' });
      return Date.now() - started;
    };
    expect(await timedOutAfter(() => api.get('/x'))).toBe(15000);
    setRuntimeConfig({ apiBase: '/wps', merchantCode: 'mcasino', apiTimeoutMs: 1200 });
    expect(await timedOutAfter(() => api.get('/y'))).toBe(1200);
    expect(await timedOutAfter(() => api.get('/z', { timeout: 4000 }))).toBe(4000);
  });

  it("aborts when the caller's signal does, as a network failure, before or during the call", async () => {
    neverAnswer();
    const controller = new AbortController();
    const pending = failure(api.get('/x', { signal: controller.signal, cache: false }));
    await Promise.resolve();
    controller.abort();
    await expect(pending).resolves.toMatchObject({ name: 'ApiError', kind: 'network' });
    expect(lastRequest?.signal.aborted).toBe(true);
    await expect(api.get('/y', { signal: AbortSignal.abort(), cache: false })).rejects.toMatchObject({ kind: 'network' });
  });

  it('on 401 clears the session and announces "account logged out please log in again"', async () => {
    useSessionStore.getState().signIn(session);
    const expired = vi.fn();
    const off = bus.on('auth:session-expired', expired);
    answer(401, { success: false, code: 'SESSION_EXPIRED', message: '' });
    await expect(api.get('/member/info')).rejects.toMatchObject({ kind: 'session-expired' });
    expect(useSessionStore.getState().session).toBeNull();
    expect(expired).toHaveBeenCalledWith({ message: SESSION_EXPIRED_MESSAGE });
    off();
  });

  it("ends the session on the envelope's session-expired code too", async () => {
    useSessionStore.getState().signIn(session);
    answer(200, { success: false, code: 'SESSION_EXPIRED', message: 'Session expired' });
    await expect(api.get('/member/info')).rejects.toMatchObject({ kind: 'session-expired', status: 401, message: 'Session expired' });
    expect(useSessionStore.getState().session).toBeNull();
  });

  it('silent calls never end the session', async () => {
    useSessionStore.getState().signIn(session);
    answer(401, { success: false, code: 'SESSION_EXPIRED' });
    await expect(api.get('/chat/unread', { silent: true })).rejects.toMatchObject({ kind: 'server' });
    expect(useSessionStore.getState().session).not.toBeNull();
  });
});
