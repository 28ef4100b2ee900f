import type { TFunction } from 'i18next';
import { FALLBACK_MESSAGE_KEY, isApiError } from './errors';

/** The text to show for a failed call: the server's own message when it sent one, else a clear fallback. */
export function errorMessage(error: unknown, t: TFunction): string {
  if (isApiError(error)) {
    if (error.message) return error.message;
    return t(FALLBACK_MESSAGE_KEY[error.kind], { ns: 'common' });
  }
  return t('error_unknown', { ns: 'common' });
}
