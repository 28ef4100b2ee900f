import { cookieValue } from './cookieHeader';

/**
 * The player's language and theme, mirrored from local storage into cookies, so that the server's render of
 * the first view is already in them (local storage never reaches the server). Nothing secret goes here.
 */
export const PREFERENCE_COOKIES = { language: 'm_lang', theme: 'm_theme' } as const;

export type Preference = keyof typeof PREFERENCE_COOKIES;

const ONE_YEAR_S = 365 * 24 * 3600;

export function rememberForServer(preference: Preference, value: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${PREFERENCE_COOKIES[preference]}=${encodeURIComponent(value)}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
}

/** The preferences a request's `Cookie` header carries (server side). */
export function preferencesFromCookies(header: string | undefined): Partial<Record<Preference, string>> {
  const found: Partial<Record<Preference, string>> = {};
  for (const [preference, cookie] of Object.entries(PREFERENCE_COOKIES) as [Preference, string][]) {
    const value = cookieValue(header, cookie);
    if (value !== undefined) found[preference] = value;
  }
  return found;
}
