import axios, { AxiosError, getAdapter, type AxiosRequestConfig } from 'axios';
import { bus } from '../bus/bus';
import { DEFAULT_API_TIMEOUT_MS, getRuntimeConfig } from '../config/runtimeConfig';
import { isStandaloneWebApp } from '../device/device';
import { getSession, useSessionStore } from '../session/store';
import { ApiError } from './errors';
import { SESSION_EXPIRED_CODE, isEnvelope } from './envelope';
import { callEnded, callStarted } from './callsInFlight';
import { startedAnswerAdapter } from './startedAnswer';
import { DEFAULT_POLICY, readQuery, requestKey } from '../query/queries';
import type { QueryPolicy } from '../query/queryCache';

/** docs/product-rules.md §8: what the user is told when the server ends the session. */
export const SESSION_EXPIRED_MESSAGE = 'account logged out please log in again';
export const DEFAULT_TIMEOUT_MS = DEFAULT_API_TIMEOUT_MS;

export interface CallOptions<T> extends Pick<AxiosRequestConfig, 'params' | 'data' | 'headers' | 'timeout' | 'signal'> {
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
 * The site's one axios instance. Screens never use it directly: they call the typed endpoint functions.
 * Its time-out is the run-time config's `apiTimeoutMs` unless a call sets its own.
 */
export const http = axios.create();

http.interceptors.request.use((config) => {
  const { apiBase, merchantCode, apiTimeoutMs } = getRuntimeConfig();
  config.baseURL = apiBase;
  if (!config.timeout) config.timeout = apiTimeoutMs;
  const session = getSession();
  config.headers.set('merchantCode', session?.merchantCode ?? merchantCode);
  if (session?.token) config.headers.set('token', session.token);
  if (isStandaloneWebApp()) config.headers.set('Device', 'OTHERS');
  return config;
});

function expireSession(message: string): ApiError {
  if (getSession()) {
    useSessionStore.getState().signOut();
    bus.emit('auth:session-expired', { message: SESSION_EXPIRED_MESSAGE });
  }
  return new ApiError('session-expired', message || SESSION_EXPIRED_MESSAGE, 401, SESSION_EXPIRED_CODE);
}

function toApiError(error: unknown, silent: boolean): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof AxiosError) {
    if (error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT) return new ApiError('timeout', '');
    const response = error.response;
    if (!response) return new ApiError('network', '');
    const body: unknown = response.data;
    const message = isEnvelope(body) ? (body.message ?? '') : '';
    const code = isEnvelope(body) ? body.code : undefined;
    if ((response.status === 401 || code === SESSION_EXPIRED_CODE) && !silent) return expireSession(message);
    return new ApiError('server', message, response.status, code, isEnvelope(body) ? body.value : undefined);
  }
  return new ApiError('network', '');
}

/** Makes one backend call and returns the envelope's value, or rejects with an `ApiError`. */
export async function call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: CallOptions<T> = {}): Promise<T> {
  const { validate, silent = false, started, cache: _cache, ...config } = options;
  const adapter = started && startedAnswerAdapter(started, () => getAdapter(http.defaults.adapter));
  let body: unknown;
  callStarted();
  try {
    body = (await http.request({ method, url, ...config, ...(adapter && { adapter }) })).data;
  } catch (error) {
    throw toApiError(error, silent);
  } finally {
    callEnded();
  }
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
  const key = requestKey('GET', url, rest.params as Record<string, unknown> | undefined);
  return readQuery(key, () => call<T>('GET', url, rest), cache);
}

export const api = {
  get: cachedGet,
  post: <T>(url: string, data?: unknown, options?: CallOptions<T>) => call<T>('POST', url, { ...options, data }),
  put: <T>(url: string, data?: unknown, options?: CallOptions<T>) => call<T>('PUT', url, { ...options, data }),
  delete: <T>(url: string, data?: unknown, options?: CallOptions<T>) => call<T>('DELETE', url, { ...options, data }),
};
