import { afterEach, describe, expect, it } from 'vitest';
import { preferencesFromCookies, rememberForServer } from './preferenceCookies';

describe('preference cookies', () => {
  afterEach(() => {
    document.cookie = 'm_lang=; Path=/; Max-Age=0';
    document.cookie = 'm_theme=; Path=/; Max-Age=0';
  });

  it('reads back what the browser remembered for the server', () => {
    rememberForServer('language', 'pt');
    rememberForServer('theme', 'light');
    expect(preferencesFromCookies(document.cookie)).toEqual({ language: 'pt', theme: 'light' });
  });

  it('ignores other cookies, missing headers and malformed values', () => {
    expect(preferencesFromCookies(undefined)).toEqual({});
    expect(preferencesFromCookies('a=1; m_lang=%E0%A4%A; other=2')).toEqual({});
    expect(preferencesFromCookies('x=1;m_theme=dark')).toEqual({ theme: 'dark' });
  });
});
