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
 * What the shell's page template (shell/src/index.html) is filled with.
 * @param {string} shellPackageDir
 */
export const shellTemplateParameters = (shellPackageDir) => ({
  themeScript: themeScriptUrl(readFileSync(path.join(shellPackageDir, 'public', THEME_SCRIPT))),
});
