// `pnpm release status --verify`: re-check every file of the versions players can get (the shell's pin and
// its fallback, each area's pin, its fallback and a running canary) against the hashes recorded when they
// were published.
import { AREAS, readRegistry } from './files.mjs';
import { canaryOf, pinStack } from './history.mjs';
import { verify } from './release.mjs';
import { SHELL } from './shell.mjs';

/** @typedef {{ area: string, role: 'pinned' | 'fallback' | 'canary', version: string, files: number, reasons: string[] }} LiveCheck */

/**
 * @param {string} deployDir
 * @returns {LiveCheck[]}
 */
export function verifyLive(deployDir) {
  const registry = readRegistry(deployDir);
  /** @type {LiveCheck[]} */
  const checks = [];
  for (const area of [SHELL, ...AREAS]) {
    const entry = area === SHELL ? registry.shell : registry.remotes[area];
    const history = entry?.history ?? [];
    const stack = pinStack(history);
    /** @type {[LiveCheck['role'], string | undefined][]} */
    const roles = [
      ['pinned', stack.at(-1)],
      ['fallback', stack.at(-2)],
      ['canary', canaryOf(history)?.version],
    ];
    for (const [role, version] of roles) {
      if (!version) continue;
      const files = Object.keys(entry?.versions[version]?.files ?? {}).length;
      checks.push({ area, role, version, files, reasons: verify(deployDir, registry, area, version) });
    }
  }
  return checks;
}

/** @param {LiveCheck[]} checks */
export function formatVerify(checks) {
  if (!checks.length) return 'no version is pinned';
  const label = (/** @type {LiveCheck} */ c) => `${c.area}@${c.version} (${c.role})`;
  const width = Math.max(...checks.map((c) => label(c).length));
  return checks
    .map((check) => {
      const { files, reasons } = check;
      const what = label(check).padEnd(width);
      if (!reasons.length)
        return `${what}  ok: ${files ? `${files} files` : 'manifest, entry and server build (recorded without a file list)'} match`;
      return `${what}  REFUSED:\n    - ${reasons.join('\n    - ')}`;
    })
    .join('\n');
}
