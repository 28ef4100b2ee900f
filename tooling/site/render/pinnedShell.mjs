// Which release the site server serves, read per request like the pins: the release manifest (read again only
// when it changes on disk, and only when it matches its schema), and from it the pinned shell version's page
// and server build (deploy/.shell/<version>/), so that a shell pin or rollback reaches the next page load
// without a restart, the page and the server render always of the same version. A tree whose manifest names
// no shell (built before shell versions) serves deploy/m/index.html and deploy/.ssr/shell/render.cjs.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { SHELL_SERVER_ENTRY, shellRenderDir, shellVersionDir } from '../../rspack/paths.mjs';
import { assertValid } from '../../release/schemas.mjs';
import { whenChanged } from './whenChanged.mjs';

/**
 * The release manifest as the site server reads it: a change that does not match the schema is not used, and
 * pages go on with the last good one, as in the browser.
 * @param {string} deployDir @param {(line: string) => void} log
 */
export function releaseManifestReader(deployDir, log) {
  const file = path.join(deployDir, 'm', 'remotes.json');
  return whenChanged(file, (text) => assertValid('manifest', JSON.parse(text), file), {
    onRefused: (error) => log(`server render: ${error instanceof Error ? error.message : error}; rendering with the last good one`),
  });
}

/** @typedef {{ version: string | null, page: string, render: string }} ShellFiles */

/**
 * @param {string} deployDir
 * @param {() => any} releaseManifest
 * @param {string} [renderFile] the server build of a tree whose manifest names no shell
 * @returns {() => ShellFiles}
 */
export function pinnedShellFiles(deployDir, releaseManifest, renderFile = path.join(shellRenderDir(deployDir), 'render.cjs')) {
  const unversioned = { version: null, page: path.join(deployDir, 'm', 'index.html'), render: renderFile };
  return () => {
    let version;
    try {
      version = releaseManifest().shell?.version;
    } catch {
      return unversioned;
    }
    if (!version) return unversioned;
    const dir = shellVersionDir(version, deployDir);
    const files = { version, page: path.join(dir, 'm', 'index.html'), render: path.join(dir, SHELL_SERVER_ENTRY) };
    return existsSync(files.page) && existsSync(files.render) ? files : unversioned;
  };
}
