// Which of the deploy tree's files are versioned: a content hash in the name, so a year in any cache is safe.
// Every other file (the shell's page, the release manifest, the config, a remote's entry) is revalidated.
// And which are never served at all, by the site server or the edge.
import path from 'node:path';

/**
 * The release registry: its history names who released (the release service's token names) and the
 * commands they ran. The browser reads the published versions (remotes/published.json) instead.
 */
export const NEVER_SERVED = Object.freeze(['/remotes/registry.json']);

/** A remote version's server build (`/remotes/<area>/<version>/server/…`): the site server reads it from disk, no browser needs it. */
export const SERVER_BUILD_PATH = /^\/remotes\/[^/]+\/[^/]+\/server\//;

/** A file name with an 8-hex-digit content hash before its extension. */
export const HASHED_FILE = /\.[0-9a-f]{8}\.(js|css)$/;

/** @param {string} filePath the file sent, maybe the build's Brotli or gzip form of it (`.br`, `.gz`) */
export const cacheControlOf = (filePath) =>
  HASHED_FILE.test(filePath.replace(/\.(br|gz)$/, '')) ? 'public, max-age=31536000, immutable' : 'no-cache';

/** A request address's path, without its query. @param {string} url */
export const pathOf = (url) => url.split('?')[0] ?? url;

/**
 * The file of the deploy tree a request's address names (its path decoded, as @fastify/static reads it), or
 * undefined when it names one never served: the registry or a server build, however the address spells it (a
 * letter's case, an escape, a `..` on the way), so no file system that folds case can alias them. What else an
 * odd path may hold (`..`, `//`, a dot-file) the file handler refuses itself.
 * @param {string} url the request's address
 * @returns {string | undefined}
 */
export function servedFilePath(url) {
  let pathname;
  try {
    pathname = decodeURIComponent(pathOf(url));
  } catch {
    return undefined;
  }
  const seen = path.posix.normalize(pathname).toLowerCase();
  if (NEVER_SERVED.some((file) => file.toLowerCase() === seen) || SERVER_BUILD_PATH.test(seen)) return undefined;
  return pathname;
}
