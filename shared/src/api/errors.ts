/** Why a call failed, so screens can choose the message and whether a retry makes sense. */
export type ApiErrorKind =
  | 'server' // the backend answered with success=false or an HTTP error and (maybe) a message
  | 'session-expired' // 401 or the session-expired code: the session has been cleared
  | 'timeout'
  | 'network' // unreachable, offline, aborted
  | 'malformed'; // a body that is not the expected envelope or shape

/** The one error type every backend call rejects with. `message` is the server's text when it sent one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status?: number,
    readonly code?: string,
    /** The envelope's value on failure, e.g. `{ captcha: true }` after a failed login. */
    readonly value?: unknown,
    /** For a malformed answer: the field that is missing or of the wrong kind, when the check can tell. */
    readonly field?: string,
  ) {
    super(message);
  }

  get retryable(): boolean {
    return this.kind === 'timeout' || this.kind === 'network' || this.kind === 'malformed' || (this.status ?? 0) >= 500;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Messages shown for failures that carry no server text. Keys are in the `common` i18n namespace. */
export const FALLBACK_MESSAGE_KEY: Record<ApiErrorKind, string> = {
  server: 'error_unknown',
  'session-expired': 'session_expired',
  timeout: 'error_timeout',
  network: 'error_network',
  malformed: 'error_malformed',
};
