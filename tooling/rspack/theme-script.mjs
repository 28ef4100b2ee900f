// The theme boot script (shell/public/theme.js) keeps its plain file name, but pages name it with the hash of its
// source (`/m/theme.js?v=<hash>`), as they name every other file of a shell build by its content: a page only ever
// meets the theme script of its own build, also where a service worker of another build holds a copy.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const THEME_SCRIPT = 'theme.js';

/**
 * @param {Buffer | string} bytes the script's content
 * @param {string} publicPath
 */
export const themeScriptUrl = (bytes, publicPath = '/m/') =>
  `${publicPath}${THEME_SCRIPT}?v=${createHash('sha256').update(bytes).digest('hex').slice(0, 8)}`;

/**
 * What the shell's page template (shell/src/index.html) is filled with: the theme script's URL and the shell
 * build's version (`<meta name="m-shell-version">`: which shell a page runs, for release managers and tests).
 * @param {string} shellPackageDir
 * @param {string} [version] the shell build's version (a dev server's: `dev`)
 */
export const shellTemplateParameters = (shellPackageDir, version = 'dev') => ({
  themeScript: themeScriptUrl(readFileSync(path.join(shellPackageDir, 'public', THEME_SCRIPT))),
  shellVersion: version,
});
