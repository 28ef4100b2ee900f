// Which of the deploy tree's files are versioned: a content hash in the name, so a year in any cache is safe.
// Every other file (the shell's page, the release manifest, the config, a remote's entry) is revalidated.

/** A file name with an 8-hex-digit content hash before its extension. */
export const HASHED_FILE = /\.[0-9a-f]{8}\.(js|css)$/;

/** @param {string} filePath */
export const cacheControlOf = (filePath) => (HASHED_FILE.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
