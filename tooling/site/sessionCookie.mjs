// The signed-in player's session, kept by the site server in an HttpOnly cookie so that its render of the first
// view is that player's (shared/src/session/sessionCookie.ts reads it). The browser hands the session over when
// it signs in (PUT /__session) and takes it back when it signs out (DELETE /__session). Only the page's own
// origin may do either: a page elsewhere cannot sign a visitor in as someone else. The cookie is never read
// by script, never sent with a shared-cache header, and never turned into a backend token by the proxy.

export const SESSION_COOKIE = 'm_session';
export const SESSION_ENDPOINT = '/__session';
/** A session lasts until the player signs out; the cookie is renewed whenever the browser hands it over. */
const MAX_AGE_S = 30 * 24 * 3600;

/**
 * The session a PUT body names, or undefined when it is not one (the fields shared's `SessionInfo` has, within
 * sizes no real session exceeds).
 * @param {unknown} body
 */
export function sessionOf(body) {
  if (typeof body !== 'object' || body === null) return undefined;
  const { token, userName, type, merchantCode, firstTimeLogin } = /** @type {Record<string, unknown>} */ (body);
  if (typeof token !== 'string' || token.length === 0 || token.length > 512) return undefined;
  if (typeof userName !== 'string' || userName.length === 0 || userName.length > 64) return undefined;
  if (typeof type !== 'number' || !Number.isInteger(type)) return undefined;
  if (typeof merchantCode !== 'string' || merchantCode.length > 64) return undefined;
  return { token, userName, type, merchantCode, firstTimeLogin: firstTimeLogin === true };
}

/**
 * The `Set-Cookie` value that keeps `session` (or, with null, removes it).
 * @param {ReturnType<typeof sessionOf> | null} session
 * @param {{ secure: boolean }} options
 */
export function sessionCookie(session, { secure }) {
  const value = session ? encodeURIComponent(JSON.stringify(session)) : '';
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${session ? MAX_AGE_S : 0}`, ...(secure ? ['Secure'] : [])];
  return `${SESSION_COOKIE}=${value}; ${attributes.join('; ')}`;
}

/** The request carries a session cookie: its page is that player's alone. @param {string | undefined} cookies */
export const hasSessionCookie = (cookies) => /(?:^|;\s*)m_session=[^;]/.test(cookies ?? '');

/**
 * Only the site's own pages may hand a session over: the browser says where a request comes from (`Origin`,
 * and `Sec-Fetch-Site` where it sends it).
 * @param {import('fastify').FastifyRequest} request
 */
function fromThisSite(request) {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return false;
  const origin = request.headers.origin;
  return origin !== undefined && origin === `${request.protocol}://${request.host}`;
}

/** @param {import('fastify').FastifyInstance} app */
export function registerSessionCookie(app) {
  const answer = (request, reply, session) => {
    if (!fromThisSite(request)) return reply.code(403).send({ message: 'Only this site’s pages may change its session.' });
    return reply
      .header('Set-Cookie', sessionCookie(session, { secure: request.protocol === 'https' }))
      .header('Cache-Control', 'no-store')
      .code(204)
      .send();
  };
  app.put(SESSION_ENDPOINT, { bodyLimit: 4096 }, (request, reply) => {
    const session = sessionOf(request.body);
    if (!session) return reply.code(400).send({ message: 'Not a session.' });
    return answer(request, reply, session);
  });
  app.delete(SESSION_ENDPOINT, (request, reply) => answer(request, reply, null));
}
