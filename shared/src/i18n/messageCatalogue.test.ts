import { describe, expect, it } from 'vitest';
import commonEn from './locales/common.en.json';

/** docs/product-rules.md §8: the messages given by key that any area may show (area-only keys live in the area's namespace). */
const SHARED_MESSAGE_KEYS = ['in_please_wait', 'in_chang_saved', 'in_logged_login', 'free_reject', 'contact_service', 'in_popup_prompt'];

/**
 * docs/product-rules.md §8: the texts the site words itself. The other texts of that list are the server's answers,
 * shown as the server sends them (dev-api answers with them: dev-api/src/lib/envelope.test.ts).
 */
const SITE_TEXTS: Record<string, string> = {
  in_logged_login: 'You are not logged in, please login first',
  free_reject: 'Please login an actual account to use this function',
  session_expired: 'account logged out please log in again',
  error_unknown: 'Unknown error',
};

const english = commonEn as Record<string, string>;

describe('message catalogue of docs/product-rules.md §8 (common namespace)', () => {
  it('has every shared message key in English', () => {
    expect(SHARED_MESSAGE_KEYS.filter((key) => !english[key]?.trim())).toEqual([]);
  });

  it('words the texts the site shows itself as the spec does', () => {
    expect(Object.fromEntries(Object.keys(SITE_TEXTS).map((key) => [key, english[key]]))).toEqual(SITE_TEXTS);
  });
});
