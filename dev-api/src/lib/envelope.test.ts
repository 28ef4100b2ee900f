import { describe, expect, it } from 'vitest';
import { MSG } from './envelope';

/** docs/product-rules.md §8: the server's answers the site shows as they come. */
const SERVER_TEXTS = [
  'Invalid invitation code',
  'You are not logged in, please login first',
  'Verification code error',
  'Sorry, the username already exists',
  'Sorry, the user does not exist or is disabled',
  'Sorry, this account does not have permission or the feature is temporarily unavailable',
  'Account/Password/E-mail format incorrect',
  'Mobile number not valid',
  'Referrer link error',
  'Unknown error',
  'Please login an actual account to use this function',
  'System upgrading try again later',
];

describe('server messages', () => {
  it('answers with the texts of docs/product-rules.md §8, word for word', () => {
    const answered = new Set<string>(Object.values(MSG));
    expect(SERVER_TEXTS.filter((text) => !answered.has(text))).toEqual([]);
  });
});
