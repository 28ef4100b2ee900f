// Which release the site server serves, read per request like the pins: the release manifest (read again only
// when it changes on disk, and only when it matches its schema), and from it the pinned shell version's page
// and server build (deploy/.shell/<version>/), so that a shell pin or rollback reaches the next page load
// without a restart, the page and the server render always of the same version. A version is used only while
// its page and server build match the hashes recorded when it was published (hashed again only when a file
// changes on disk): else its fallback, when that one matches; else the site serves deploy/m/index.html and
// renders nothing on the server, so a changed byte never runs in Node. A tree whose manifest names no shell
// (built before shell versions) serves deploy/m/index.html and deploy/.ssr/shell/render.cjs.
import { statSync } from 'node:fs';
import path from 'node:path';
import { SHELL_SERVER_ENTRY, shellRenderDir, shellVersionDir } from '../../rspack/paths.mjs';
import { registryWhenChanged } from '../../release/files.mjs';
import { sha384 } from '../../release/integrity.mjs';
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

/** @typedef {{ version: string | null, page: string, render: string | null }} ShellFiles  `render` null: no server render */

/**
 * Whether `file` has the SHA-384 `expected`, hashed again only when the file changes on disk.
 * @returns {(file: string, expected: string | undefined) => boolean}
 */
function hashChecker() {
  /** @type {Map<string, { stamp: string, ok: boolean }>} */
  const checked = new Map();
  return (file, expected) => {
    const stat = expected ? statSync(file, { throwIfNoEntry: false }) : undefined;
    if (!expected || !stat) return false;
    const stamp = `${stat.mtimeMs}:${stat.size}`;
    const key = `${file}\n${expected}`;
    const known = checked.get(key);
    if (known?.stamp === stamp) return known.ok;
    const ok = sha384(file) === expected;
    checked.set(key, { stamp, ok });
    return ok;
  };
}

/**
 * @param {string} deployDir
 * @param {() => any} releaseManifest
 * @param {string} [renderFile] the server build of a tree whose manifest names no shell
 * @param {(line: string) => void} [log]
 * @returns {() => ShellFiles}
 */
export function pinnedShellFiles(
  deployDir,
  releaseManifest,
  renderFile = path.join(shellRenderDir(deployDir), 'render.cjs'),
  log = () => {},
) {
  const unversioned = { version: null, page: path.join(deployDir, 'm', 'index.html'), render: renderFile };
  const registry = registryWhenChanged(deployDir);
  const matches = hashChecker();
  /** Versions whose files were refused (said once, until they match again). */
  const refused = new Set();

  /** The files of shell `version` when they match their recorded hashes. @param {string} version */
  function trusted(version) {
    const integrity = registry().shell?.versions?.[version]?.integrity;
    const dir = shellVersionDir(version, deployDir);
    const files = { version, page: path.join(dir, 'm', 'index.html'), render: path.join(dir, SHELL_SERVER_ENTRY) };
    if (matches(files.page, integrity?.page) && matches(files.render, integrity?.server)) {
      refused.delete(version);
      return files;
    }
    if (!refused.has(version)) log(`shell@${version}: its page or server build is missing or does not match its recorded hash; not used`);
    refused.add(version);
    return undefined;
  }

  return () => {
    let shell;
    try {
      shell = releaseManifest().shell;
    } catch {
      return unversioned;
    }
    if (!shell?.version) return unversioned;
    return trusted(shell.version) ?? (shell.fallback && trusted(shell.fallback)) ?? { ...unversioned, render: null };
  };
}
