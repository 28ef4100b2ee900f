import type { Envelope } from 'shared/contract';

/** The response envelope of every /wps call, and the session-expired code and text: shared's contract. */
export { SESSION_EXPIRED_CODE, SESSION_EXPIRED_MESSAGE, type Envelope } from 'shared/contract';

export const ok = <T>(value: T): Envelope<T> => ({ success: true, value });

export const failure = (message: string, value: unknown = null, code?: string): Envelope<unknown> =>
  code === undefined ? { success: false, value, message } : { success: false, value, message, code };

/**
 * A failure a handler throws; the error handler turns it into an envelope. Business failures answer
 * HTTP 200 with success=false (as the real backend does); session failures 401.
 */
export class AppError extends Error {
  constructor(
    message: string,
    readonly status: number = 200,
    readonly value: unknown = null,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** Messages of docs/product-rules.md §8. */
export const MSG = {
  noUser: 'Sorry, the user does not exist or is disabled',
  noPermission: 'Sorry, this account does not have permission or the feature is temporarily unavailable',
  captcha: 'Verification code error',
  usernameTaken: 'Sorry, the username already exists',
  invalidInvitation: 'Invalid invitation code',
  notLoggedIn: 'You are not logged in, please login first',
  actualAccount: 'Please login an actual account to use this function',
  referrer: 'Referrer link error',
  mobile: 'Mobile number not valid',
  format: 'Account/Password/E-mail format incorrect',
  upgrading: 'System upgrading try again later',
  unknown: 'Unknown error',
} as const;

export const fail = (message: string, value: unknown = null, code?: string): AppError => new AppError(message, 200, value, code);
