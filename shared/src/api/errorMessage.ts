import type { TFunction } from 'i18next';
import { FALLBACK_MESSAGE_KEY, isApiError } from './errors';

/**
 * Server messages the site has a translation for (docs/product-rules.md §8, 8.5): shown in the player's language
 * instead of the server's English. Keyed by the message's English text in the `common` namespace.
 */
const TRANSLATED_SERVER_MESSAGES = [
  'free_reject',
  'in_logged_login',
  'session_expired',
  'no_permission',
  'system_upgrading',
  'error_unknown',
] as const;

/** Server error codes that mean one of those messages, whatever text came with them. */
const CODE_KEYS: Readonly<Record<string, (typeof TRANSLATED_SERVER_MESSAGES)[number]>> = { FREE_REJECT: 'free_reject' };

/** The text to show for a failed call: the server's own message (translated when the site knows it), else a clear fallback. */
export function errorMessage(error: unknown, t: TFunction): string {
  if (isApiError(error)) {
    const known =
      (error.code && CODE_KEYS[error.code]) ||
      TRANSLATED_SERVER_MESSAGES.find((key) => sameText(t(key, { ns: 'common', lng: 'en' }), error.message));
    if (known) return t(known, { ns: 'common' });
    if (error.message) return error.message;
    return t(FALLBACK_MESSAGE_KEY[error.kind], { ns: 'common' });
  }
  return t('error_unknown', { ns: 'common' });
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
