import { cookieValue } from '../storage/cookieHeader';
import { isSessionInfo, type SessionInfo } from './types';

/**
 * The cookie the site server keeps a signed-in player's session in (HttpOnly: no script reads it), so that its
 * render of the first view is the player's. The browser hands the session to the site server
 * (`/__session`, tooling/site/sessionCookie.mjs) when it signs in and takes it back when it signs out.
 */
export const SESSION_COOKIE = 'm_session';

/** The session a request's `Cookie` header carries (server side), or null. */
export function sessionFromCookies(header: string | undefined): SessionInfo | null {
  const value = cookieValue(header, SESSION_COOKIE);
  if (!value) return null;
  try {
    const session: unknown = JSON.parse(value);
    return isSessionInfo(session) ? session : null;
  } catch {
    return null;
  }
}

/** What the page's HTML may say of the session it was rendered for: never the token. */
export type RenderedSession = Omit<SessionInfo, 'token'>;

export const renderedSession = ({ token: _token, ...shown }: SessionInfo): RenderedSession => shown;

/** The same player: a page rendered for `rendered` can be taken over by a browser holding `stored`. */
export const sameSession = (rendered: RenderedSession | null, stored: SessionInfo | null): boolean =>
  rendered === null || stored === null ? rendered === stored : rendered.userName === stored.userName && rendered.type === stored.type;
