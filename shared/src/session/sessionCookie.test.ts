import { describe, expect, it } from 'vitest';
import { renderedSession, sameSession, sessionFromCookies } from './sessionCookie';

const SESSION = { token: 'tok', userName: 'José', type: 1, merchantCode: 'mcasino', firstTimeLogin: false };
const cookie = (value: unknown) => `m_lang=pt; m_session=${encodeURIComponent(JSON.stringify(value))}; m_theme=dark`;

describe('the session cookie, as the server render reads it', () => {
  it('gives the session the site server keeps, names with accents too', () => {
    expect(sessionFromCookies(cookie(SESSION))).toEqual(SESSION);
  });

  it('gives a guest for no cookie, an empty one, a malformed one or one that is not a session', () => {
    expect(sessionFromCookies(undefined)).toBeNull();
    expect(sessionFromCookies('m_session=')).toBeNull();
    expect(sessionFromCookies('m_session=%E0%A4%A')).toBeNull();
    expect(sessionFromCookies('m_session={not json')).toBeNull();
    expect(sessionFromCookies(cookie({ ...SESSION, token: '' }))).toBeNull();
  });

  it('names the player a page was rendered for without the token, and tells whether the device holds the same one', () => {
    const shown = renderedSession(SESSION);
    expect(shown).not.toHaveProperty('token');
    expect(sameSession(shown, SESSION)).toBe(true);
    expect(sameSession(shown, { ...SESSION, userName: 'other' })).toBe(false);
    expect(sameSession(shown, null)).toBe(false);
    expect(sameSession(null, SESSION)).toBe(false);
    expect(sameSession(null, null)).toBe(true);
  });
});
