// An area's dev server on a developer's machine (`pnpm --filter mfe-<area> dev`) sits in front of the site server
// and names, on each page request it passes on, the build it serves: `X-M-Dev-Remotes`, the area's release as
// the release manifest writes one (site-relative files on the dev server, their SHA-384). With dev areas on
// (`DEV_AREAS=1`, never on unless asked for), the site server renders that page with this release for the area:
// the frame from the server, the area in the browser from the dev server, which reloads it on every change
// (docs/developing.md). Only a request made on this machine (loopback) and not forwarded by a proxy (the
// edge) may name one: a player's request never does, whatever it carries.
import { assertValid } from '../release/schemas.mjs';

export const DEV_REMOTES_HEADER = 'x-m-dev-remotes';

/** Dev areas are off unless the site server is started with `DEV_AREAS=1`. */
export const DEV_AREAS_BY_DEFAULT = process.env.DEV_AREAS === '1';

/**
 * A dev build of an area: where its files are on the page's own origin and what they hash to.
 * @typedef {{ version: string, manifest: string, entry: string, integrity: { manifest: string, entry: string } }} DevRelease
 */

/** @typedef {Partial<Record<string, DevRelease>>} DevRemotes */

const LOOPBACK = /^(127(\.\d{1,3}){3}|::1|::ffff:127(\.\d{1,3}){3})$/;
/** Headers a proxy adds when it passes a request on: such a request comes from elsewhere, whatever its socket says. */
const FORWARDED = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip'];

/**
 * The request comes from a process of this machine, straight to the site server.
 * @param {{ headers: import('node:http').IncomingHttpHeaders, socket: { remoteAddress?: string } }} request
 */
export function isLocalUnforwarded(request) {
  return LOOPBACK.test(request.socket.remoteAddress ?? '') && !FORWARDED.some((name) => name in request.headers);
}

/**
 * The dev builds `header` names, by area: each a valid release of the release manifest's schema whose files
 * are on the page's own origin, kept to what the browser loads (no server build, fallback or canary).
 * Throws on anything else.
 * @param {string} header
 * @returns {DevRemotes}
 */
export function parseDevRemotes(header) {
  const remotes = JSON.parse(header);
  assertValid('manifest', { remotes }, `the ${DEV_REMOTES_HEADER} header`);
  /** @type {DevRemotes} */
  const kept = {};
  for (const [area, release] of Object.entries(remotes)) {
    if (!release.manifest.startsWith('/') || !release.entry.startsWith('/'))
      throw new Error(`the ${DEV_REMOTES_HEADER} header: ${area}'s files must be on the page's own origin`);
    const { version, manifest, entry, integrity } = release;
    kept[area] = { version, manifest, entry, integrity: { manifest: integrity.manifest, entry: integrity.entry } };
  }
  return kept;
}

/**
 * The dev builds a page request names, when it may name any (see above), else undefined; `log` is told why a
 * local request's header was not used.
 * @param {{ headers: import('node:http').IncomingHttpHeaders, socket: { remoteAddress?: string } }} request
 * @param {(line: string) => void} [log]
 * @returns {DevRemotes | undefined}
 */
export function devRemotesOf(request, log = () => {}) {
  const header = request.headers[DEV_REMOTES_HEADER];
  if (typeof header !== 'string' || !isLocalUnforwarded(request)) return undefined;
  try {
    const remotes = parseDevRemotes(header);
    return Object.keys(remotes).length ? remotes : undefined;
  } catch (error) {
    log(`dev areas: ${error instanceof Error ? error.message : error}`);
    return undefined;
  }
}
