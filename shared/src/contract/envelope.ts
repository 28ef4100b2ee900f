/** The response envelope of every /wps call (docs/product-rules.md §7: data.value, data.success). */
export interface Envelope<T> {
  success: boolean;
  value: T;
  message?: string;
  code?: string;
}

/** The envelope's `code` when the session has ended (with HTTP 401, or 200 from some endpoints). */
export const SESSION_EXPIRED_CODE = 'SESSION_EXPIRED';
/** What the player is told when the session has ended and the backend gave no text. */
export const SESSION_EXPIRED_MESSAGE = 'account logged out please log in again';
