// Integrity of every file of a remote version, not only its manifest and entry script.
// - At record time the SHA-384 of every file of the version folder (source maps aside) goes into the
//   registry (`files`), so `pin` and `status --verify` can re-check each of them.
// - In the browser the chain is: the release manifest's hash of remoteEntry.js → the SHA-384 of every chunk
//   and CSS file, which Rspack's SubresourceIntegrityPlugin writes into the entry's runtime and which the
//   runtime puts on each script and link it creates. `addAssetIntegrity` writes the same hashes into
//   mf-manifest.json (`integrity`, by file), whose own hash is in the release manifest, so the shell's
//   preloads of those files carry the `integrity` the runtime's tags will ask for. `unchainedAssets` finds files of the mf-manifest.json
//   whose hash the entry does not carry: such a build is not recorded.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sha384Of } from './integrity.mjs';

/** Files a version serves but never runs: not hashed. */
const UNHASHED = /\.map$/;

/**
 * `relative/path` → `sha384-…` of every file under a version folder, source maps aside.
 * @param {string} dir
 * @returns {Record<string, string>}
 */
export function versionFiles(dir) {
  /** @type {Record<string, string>} */
  const files = {};
  const visit = (/** @type {string} */ folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (!UNHASHED.test(entry.name)) files[path.relative(dir, full).split(path.sep).join('/')] = sha384Of(readFileSync(full));
    }
  };
  visit(dir);
  return files;
}

/**
 * What differs between a version folder and the hashes recorded for it: changed, missing and added files.
 * @param {Record<string, string>} recorded
 * @param {Record<string, string>} actual
 * @returns {string[]}
 */
export function fileDrift(recorded, actual) {
  const reasons = [];
  for (const [file, hash] of Object.entries(recorded)) {
    if (!(file in actual)) reasons.push(`${file} is missing`);
    else if (actual[file] !== hash) reasons.push(`${file} no longer matches its published hash`);
  }
  for (const file of Object.keys(actual)) if (!(file in recorded)) reasons.push(`${file} was added after publishing`);
  return reasons;
}

/**
 * The JS and CSS files a remote's mf-manifest.json names (exposed modules and shared packages), `sync`: those
 * an exposed module needs first, which the shell preloads.
 * @param {any} mfManifest
 * @returns {{ file: string, sync: boolean }[]}
 */
export function manifestAssets(mfManifest) {
  /** @type {Map<string, boolean>} */
  const files = new Map();
  for (const item of [...(mfManifest.exposes ?? []), ...(mfManifest.shared ?? [])])
    for (const kind of ['js', 'css'])
      for (const when of ['sync', 'async'])
        for (const file of item.assets?.[kind]?.[when] ?? []) files.set(file, files.get(file) || when === 'sync');
  return [...files].sort(([a], [b]) => (a < b ? -1 : 1)).map(([file, sync]) => ({ file, sync }));
}

/**
 * Files of the mf-manifest.json the remote's runtime can load whose SHA-384 the entry script does not carry:
 * the browser would run them unchecked. Empty for a build made with SubresourceIntegrityPlugin. The runtime
 * can load a file the manifest names as a module's first files, or one whose content hash its chunk map
 * names (the manifest's `async` lists also name chunks of the remote's standalone page, which the container
 * never loads).
 * @param {string} dir  the version folder
 * @param {any} mfManifest
 * @param {string} entry  the entry script's path in the folder
 * @returns {string[]}
 */
export function unchainedAssets(dir, mfManifest, entry) {
  const entryText = readFileSync(path.join(dir, entry), 'utf8');
  const loadable = ({ file, sync }) => sync || entryText.includes(`"${/\.([0-9a-f]{8,})\.(?:js|css)$/.exec(file)?.[1] ?? file}"`);
  return manifestAssets(mfManifest)
    .filter(loadable)
    .map(({ file }) => file)
    .filter((file) => {
      try {
        return !entryText.includes(sha384Of(readFileSync(path.join(dir, file))));
      } catch {
        return true;
      }
    });
}

/**
 * Write the SHA-384 of every JS and CSS file mf-manifest.json names into it, as `integrity: { <file>: <hash> }`,
 * right after the build (before its hash is recorded).
 * @param {string} dir  the version folder
 */
export function addAssetIntegrity(dir) {
  const file = path.join(dir, 'mf-manifest.json');
  const mfManifest = JSON.parse(readFileSync(file, 'utf8'));
  mfManifest.integrity = Object.fromEntries(
    manifestAssets(mfManifest).map(({ file }) => [file, sha384Of(readFileSync(path.join(dir, file)))]),
  );
  writeFileSync(file, `${JSON.stringify(mfManifest, null, 2)}\n`);
}
