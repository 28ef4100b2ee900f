import { bus } from '../bus/bus';
import { DEFAULT_API_TIMEOUT_MS, getRuntimeConfig } from '../config/runtimeConfig';
import { isStandaloneWebApp } from '../device/device';
import { contentLanguage } from '../i18n/setup';
import { getSession, useSessionStore } from '../session/store';
import { ApiError } from './errors';
import { SESSION_EXPIRED_MESSAGE } from '../contract/envelope';
import { SESSION_EXPIRED_CODE, isEnvelope } from './envelope';
import { callEnded, callStarted } from './callsInFlight';
import { startedOrFresh } from './startedAnswer';
import { startDeadline } from './deadline';
import { requestUrl, type QueryParams } from './requestUrl';
import { send, type TransportRequest } from './transport';
import { DEFAULT_POLICY, readQuery, requestKey } from '../query/queries';
import type { QueryPolicy } from '../query/queryCache';

/** docs/product-rules.md §8: what the user is told when the server ends the session. */
export { SESSION_EXPIRED_MESSAGE };
export const DEFAULT_TIMEOUT_MS = DEFAULT_API_TIMEOUT_MS;

type Method = TransportRequest['method'];

export interface CallOptions<T> {
  /** The query; undefined and null entries are left out. */
  params?: QueryParams;
  /** The body: a string is sent as it is, anything else as JSON. */
  data?: unknown;
  headers?: Readonly<Record<string, string>>;
  /** ms before the call fails as a time-out; the run-time config's `apiTimeoutMs` when not set (or 0). */
  timeout?: number;
  /** Aborts the call, which then fails as `network`. */
  signal?: AbortSignal;
  /** Checks the unwrapped value; a value that fails is a `malformed` error rather than a crash later. */
  validate?: (value: unknown) => value is T;
  /** Silent calls (unread counts) never trigger the session-expired flow. */
  silent?: boolean;
  /** The answer to this very request, already under way (fetched during start-up): taken instead of a new one. */
  started?: Promise<Response>;
  /**
   * GETs only: how the answer is cached (`DEFAULT_POLICY` when not set), or false for a read that must be
   * asked every time (a captcha, a game launch).
   */
  cache?: QueryPolicy | false;
}

/**
 * The headers of every call: what the caller sets, then the merchant code, the session's token, the device and the
 * player's language (`Accept-Language`: the backend answers its content, help, announcements, promotions, inbox,
 * rewards, in it; docs/product-rules.md §2, 2.58).
 */
function requestHeaders(merchantCode: string, own: Readonly<Record<string, string>> = {}, body: unknown): Headers {
  const headers = new Headers(own);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json, text/plain, */*');
  if (body !== undefined && typeof body !== 'string' && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  const session = getSession();
  headers.set('merchantCode', session?.merchantCode ?? merchantCode);
  if (session?.token) headers.set('token', session.token);
  if (isStandaloneWebApp()) headers.set('Device', 'OTHERS');
  if (!headers.has('Accept-Language')) headers.set('Accept-Language', contentLanguage());
  return headers;
}

function expireSession(message: string): ApiError {
  if (getSession()) {
    useSessionStore.getState().signOut();
    bus.emit('auth:session-expired', { message: SESSION_EXPIRED_MESSAGE });
  }
  return new ApiError('session-expired', message || SESSION_EXPIRED_MESSAGE, 401, SESSION_EXPIRED_CODE);
}

/** The body as JSON when it is JSON, else its text (which the envelope check reports as malformed). */
function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** An HTTP error status: the server's message, code and value when it sent an envelope. */
function statusError(status: number, body: unknown, silent: boolean): ApiError {
  const message = isEnvelope(body) ? (body.message ?? '') : '';
  const code = isEnvelope(body) ? body.code : undefined;
  if ((status === 401 || code === SESSION_EXPIRED_CODE) && !silent) return expireSession(message);
  return new ApiError('server', message, status, code, isEnvelope(body) ? body.value : undefined);
}

/** Sends the request (or takes the one already under way) and reads its status and body within the time-out. */
async function exchange(method: Method, url: string, options: CallOptions<unknown>): Promise<{ status: number; body: unknown }> {
  const { apiBase, merchantCode, apiTimeoutMs } = getRuntimeConfig();
  const deadline = startDeadline(options.timeout || apiTimeoutMs, options.signal);
  const { data } = options;
  try {
    const request: TransportRequest = {
      method,
      url: requestUrl(apiBase, url, options.params),
      headers: requestHeaders(merchantCode, options.headers, data),
      ...(data !== undefined && { body: typeof data === 'string' ? data : JSON.stringify(data) }),
      signal: deadline.signal,
    };
    const response = await deadline.race(options.started ? startedOrFresh(options.started, () => send(request)) : send(request));
    return { status: response.status, body: parseBody(await deadline.race(response.text())) };
  } catch {
    throw new ApiError(deadline.timedOut ? 'timeout' : 'network', '');
  } finally {
    deadline.end();
  }
}

/** Makes one backend call and returns the envelope's value, or rejects with an `ApiError`. */
export async function call<T>(method: Method, url: string, options: CallOptions<T> = {}): Promise<T> {
  const { validate, silent = false } = options;
  callStarted();
  let answer: { status: number; body: unknown };
  try {
    answer = await exchange(method, url, options);
  } finally {
    callEnded();
  }
  const { status, body } = answer;
  if (status < 200 || status >= 300) throw statusError(status, body, silent);
  if (!isEnvelope(body)) throw new ApiError('malformed', '');
  if (!body.success) {
    if (body.code === SESSION_EXPIRED_CODE && !silent) throw expireSession(body.message ?? '');
    throw new ApiError('server', body.message ?? '', 200, body.code, body.value);
  }
  if (validate && !validate(body.value)) {
    const mismatch = (validate as { mismatch?: (value: unknown) => string | undefined }).mismatch;
    throw new ApiError('malformed', '', undefined, undefined, undefined, mismatch?.(body.value));
  }
  return body.value as T;
}

/** A GET through the query cache: asked once while fresh, shared by every caller while in flight. */
function cachedGet<T>(url: string, options: CallOptions<T> = {}): Promise<T> {
  const { cache = DEFAULT_POLICY, ...rest } = options;
  if (cache === false) return call<T>('GET', url, rest);
  const key = requestKey('GET', url, rest.params);
  return readQuery(key, () => call<T>('GET', url, rest), cache);
}

export const api = {
  get: cachedGet,
  post: <T>(url: string, data?: unknown, options?: CallOptions<T>) => call<T>('POST', url, { ...options, data }),
  put: <T>(url: string, data?: unknown, options?: CallOptions<T>) => call<T>('PUT', url, { ...options, data }),
  delete: <T>(url: string, data?: unknown, options?: CallOptions<T>) => call<T>('DELETE', url, { ...options, data }),
};
