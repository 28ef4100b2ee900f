import type { TFunction } from 'i18next';
import { i18n } from '../i18n/setup';
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

/**
 * The namespace of the forms kit (`shared/forms`), whose `server_*` texts are the form errors and field-rule
 * messages the backend sends in English (docs/product-rules.md §8, 8.7): loaded with the areas that have forms.
 */
export const SERVER_MESSAGES_NAMESPACE = 'forms';
const SERVER_KEY_PREFIX = 'server_';

type TextStore = Pick<typeof i18n, 'getResourceBundle'>;
const byEnglish = new WeakMap<object, Map<string, string>>();

const normalised = (text: string) => text.trim().replace(/\s+/g, ' ').replace(/\.$/, '').toLowerCase();

/**
 * The key (`server_*` of the forms namespace) of a message the backend sends in English, found by its English
 * text (the English locale file is the one list of them); undefined for a message the site does not know, or
 * while the forms kit's texts are not loaded.
 */
export function serverMessageKey(message: string | undefined, store: TextStore = i18n): string | undefined {
  if (!message) return undefined;
  const english = store.getResourceBundle('en', SERVER_MESSAGES_NAMESPACE) as Record<string, unknown> | undefined;
  if (!english || typeof english !== 'object') return undefined;
  let keys = byEnglish.get(english);
  if (!keys) {
    keys = new Map();
    for (const [key, text] of Object.entries(english))
      if (key.startsWith(SERVER_KEY_PREFIX) && typeof text === 'string') keys.set(normalised(text), key);
    byEnglish.set(english, keys);
  }
  return keys.get(normalised(message));
}

/** The text to show for a failed call: the server's own message (translated when the site knows it), else a clear fallback. */
export function errorMessage(error: unknown, t: TFunction): string {
  if (isApiError(error)) {
    const known =
      (error.code && CODE_KEYS[error.code]) ||
      TRANSLATED_SERVER_MESSAGES.find((key) => sameText(t(key, { ns: 'common', lng: 'en' }), error.message));
    if (known) return t(known, { ns: 'common' });
    const formKey = serverMessageKey(error.message);
    if (formKey) return t(formKey, { ns: SERVER_MESSAGES_NAMESPACE });
    if (error.message) return error.message;
    return t(FALLBACK_MESSAGE_KEY[error.kind], { ns: 'common' });
  }
  return t('error_unknown', { ns: 'common' });
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
