// What the console says when a call did not succeed, by what the service answered.
import type { ApiError } from '../api/client';
import type { Wording } from './confirmation';

export function errorWording(error: ApiError): Wording {
  const message = error.message;
  if (error.unanswered) return { key: 'error.unanswered', values: { message } };
  switch (error.status) {
    case 401:
      return { key: 'error.unauthorized', values: { message } };
    case 403:
      return { key: 'error.forbidden', values: { message } };
    case 409:
      return { key: 'error.conflict', values: { message } };
    case 429:
      return { key: 'error.throttled', values: { message, seconds: error.retryAfter ?? 60 } };
    default:
      return { key: 'error.failed', values: { message, status: error.status } };
  }
}
