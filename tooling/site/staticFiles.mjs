// Which of the deploy tree's files are versioned: a content hash in the name, so a year in any cache is safe.
// Every other file (the shell's page, the release manifest, the config, a remote's entry) is revalidated.
// And which are never served at all, by the site server or the edge.

/**
 * The release registry: its history names who released (the release service's token names) and the
 * commands they ran. The browser reads the published versions (remotes/published.json) instead.
 */
export const NEVER_SERVED = Object.freeze(['/remotes/registry.json']);

/** A remote version's server build (`/remotes/<area>/<version>/server/…`): the site server reads it from disk, no browser needs it. */
export const SERVER_BUILD_PATH = /^\/remotes\/[^/]+\/[^/]+\/server\//;

/** A file name with an 8-hex-digit content hash before its extension. */
export const HASHED_FILE = /\.[0-9a-f]{8}\.(js|css)$/;

/** @param {string} filePath */
export const cacheControlOf = (filePath) => (HASHED_FILE.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
