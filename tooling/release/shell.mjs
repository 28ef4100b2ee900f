// The shell, released like an area: each build is a version folder of its own (deploy/.shell/<version>/: its
// browser files under `m/`, its server build `server/render.cjs`), immutable, recorded in the registry
// (`shell`) with the SHA-384 of every file and the shared singletons it provides. The pinned version is what
// players get: a pin or a rollback puts its files where the site is served from, `deploy/m/` (the page, the
// offline page, the service worker, the scripts: what a static host or CDN uploads) and its server build at
// deploy/.ssr/shell/render.cjs, which the site server reads again when it changes, so the next page load runs
// it without a restart. Hashed scripts of earlier pins stay in m/static/ for the pages still open on them.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SHELL_SERVER_ENTRY, shellRenderDir, shellVersionDir } from '../rspack/paths.mjs';
import { stateDir } from './audit.mjs';
import { incompatibilities, sharedTable } from './compat.mjs';
import { AREAS, releaseFiles } from './files.mjs';
import { fileDrift, versionFiles } from './fileIntegrity.mjs';
import { canaryOf, pinStack } from './history.mjs';
import { sha384 } from './integrity.mjs';
import { copyFileAtomic } from './atomicFile.mjs';

/** The shell's name where an area's goes: `pnpm release pin shell@1.1.0`, the registry's `shell`, the audit log. */
export const SHELL = 'shell';

/** The served shell's files, relative to a shell version folder. */
const PAGE = 'm/index.html';
const SHELL_MANIFEST = 'm/mf-manifest.json';
/**
 * The shell's files that name its other files, with their compressed copies: put in place last, so a request
 * meanwhile never names a file not there yet.
 */
const NAMING_FILES = ['m/sw.js', 'm/shell.html', PAGE].flatMap((file) => [file, `${file}.br`, `${file}.gz`]);

/**
 * A shell version's hashes and shared table, read from its folder. Throws when its page or server build is missing.
 * @param {string} deployDir @param {string} version
 */
export function inspectShell(deployDir, version) {
  const dir = shellVersionDir(version, deployDir);
  for (const file of [PAGE, SHELL_MANIFEST, SHELL_SERVER_ENTRY])
    if (!existsSync(path.join(dir, file)))
      throw new Error(`shell@${version}: ${path.relative(deployDir, path.join(dir, file))} is missing`);
  return {
    integrity: { page: sha384(path.join(dir, PAGE)), server: sha384(path.join(dir, SHELL_SERVER_ENTRY)) },
    shared: sharedTable(JSON.parse(readFileSync(path.join(dir, SHELL_MANIFEST), 'utf8'))),
    files: versionFiles(dir),
  };
}

/** The registry's shell entry (created empty when missing). @param {any} registry */
export const shellOf = (registry) => (registry.shell ??= { versions: {}, history: [] });

/** The version players get, or null (a tree whose shell was built before shell versions). @param {any} registry */
export const pinnedShell = (registry) => pinStack(registry.shell?.history ?? []).at(-1) ?? null;

/**
 * The shared singletons the shell players get provides: the pinned shell's, else those of the shell in
 * deploy/m (a tree built before shell versions); undefined when there is none.
 * @param {string} deployDir @param {any} registry
 */
export function servedShellShared(deployDir, registry) {
  const pinned = pinnedShell(registry);
  if (pinned) return registry.shell.versions[pinned]?.shared;
  const file = releaseFiles(deployDir).shellManifest;
  return existsSync(file) ? sharedTable(JSON.parse(readFileSync(file, 'utf8'))) : undefined;
}

/**
 * Reasons a shell version cannot be given to players, empty when it can: not recorded, any file changed,
 * missing or added since, or a remote version players can get (a pin, a fallback, a canary) that would not
 * run on it (the rule pins and previews apply: compat.mjs).
 * @param {string} deployDir @param {any} registry @param {string} version
 */
export function verifyShell(deployDir, registry, version) {
  const record = registry.shell?.versions[version];
  if (!record) {
    const published = Object.keys(registry.shell?.versions ?? {});
    return [`shell@${version} is not published (published: ${published.join(', ') || 'none'})`];
  }
  const dir = shellVersionDir(version, deployDir);
  if (!existsSync(dir)) return [`shell@${version}: ${path.relative(deployDir, dir)} is missing`];
  const reasons = fileDrift(record.files, versionFiles(dir)).map((r) => `shell@${version}: ${r}`);
  for (const area of AREAS) {
    const history = registry.remotes[area]?.history ?? [];
    const stack = pinStack(history);
    const named = new Set([stack.at(-1), stack.at(-2), canaryOf(history)?.version]);
    for (const remote of named) {
      if (!remote) continue;
      const built = registry.remotes[area].versions[remote];
      if (built)
        reasons.push(
          ...incompatibilities(record.shared, built.shared).map((r) => `${area}@${remote} would not run on shell@${version}: ${r}`),
        );
    }
  }
  return reasons;
}

/** The shell version whose files are in place (deploy/.release/shell), or null. @param {string} deployDir */
const installedFile = (deployDir) => path.join(stateDir(deployDir), 'shell');
export const installedShell = (deployDir) =>
  existsSync(installedFile(deployDir)) ? readFileSync(installedFile(deployDir), 'utf8').trim() : null;

/**
 * Put the pinned shell's files where the site is served from, when another version's are there: its browser
 * files into deploy/m/ (hashed scripts first, the files that name them last) and its server build at
 * deploy/.ssr/shell/render.cjs. The release data of deploy/m (remotes.json, schema/) is left alone. Runs under
 * the release lock (release.mjs `transact`). Returns the version put in place, or null when nothing changed.
 * @param {string} deployDir @param {any} registry
 */
export function installPinnedShell(deployDir, registry) {
  const version = pinnedShell(registry);
  if (!version || installedShell(deployDir) === version) return null;
  const dir = shellVersionDir(version, deployDir);
  const files = Object.keys(versionFiles(dir)).concat(
    // Source maps are not hashed, but a page's scripts name them.
    listMaps(path.join(dir, 'm')).map((file) => `m/${file}`),
  );
  const browser = files.filter((f) => f.startsWith('m/') && !NAMING_FILES.includes(f));
  const byOrder = (f) => (f.startsWith('m/static/') ? 0 : 1);
  for (const file of browser.sort((a, b) => byOrder(a) - byOrder(b))) copyFileAtomic(path.join(dir, file), path.join(deployDir, file));
  // A compressed copy another version left beside a file this one has none of would be sent instead of it.
  for (const file of files)
    for (const copy of [`${file}.br`, `${file}.gz`])
      if (!existsSync(path.join(dir, copy)) && existsSync(path.join(deployDir, copy))) rmSync(path.join(deployDir, copy));
  // The server build first: the page template names the scripts it renders for.
  copyFileAtomic(path.join(dir, SHELL_SERVER_ENTRY), path.join(shellRenderDir(deployDir), 'render.cjs'));
  if (existsSync(path.join(dir, `${SHELL_SERVER_ENTRY}.map`)))
    copyFileAtomic(path.join(dir, `${SHELL_SERVER_ENTRY}.map`), path.join(shellRenderDir(deployDir), 'render.cjs.map'));
  for (const file of NAMING_FILES) if (existsSync(path.join(dir, file))) copyFileAtomic(path.join(dir, file), path.join(deployDir, file));
  mkdirSync(stateDir(deployDir), { recursive: true });
  writeFileSync(installedFile(deployDir), `${version}\n`);
  return version;
}

/** Source maps under `dir`, relative to it. @param {string} dir @returns {string[]} */
function listMaps(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.map'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}
