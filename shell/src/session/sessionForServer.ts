import { bus, type SessionInfo } from 'shared';

/** The site server's endpoint that keeps the session in an HttpOnly cookie (tooling/site/sessionCookie.mjs). */
export const SESSION_ENDPOINT = '/__session';

/**
 * Hands the session to the site server (or takes it back), so that the next page it renders is this player's.
 * Best effort: a page the server rendered for someone else is taken over as the stored player's anyway.
 */
export function handSessionToServer(session: SessionInfo | null): Promise<void> {
  const request: RequestInit = session
    ? { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(session) }
    : { method: 'DELETE' };
  return fetch(SESSION_ENDPOINT, { ...request, credentials: 'same-origin', keepalive: true }).then(
    () => undefined,
    () => undefined,
  );
}

/** Keeps the site server's copy of the session in step with every sign-in and sign-out, from any area. */
export function keepSessionWithServer(): () => void {
  return bus.on('session:changed', (session) => void handSessionToServer(session));
}
