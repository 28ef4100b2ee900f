// The CSS files of an area's exposed module, read from its browser build's mf-manifest.json, so the server's
// HTML links them in the head and the first view is styled before any script runs. The manifest is used only
// when its bytes match the release manifest's hash, and each sheet is linked with the SHA-384 that manifest
// gives it: a changed byte in a sheet is refused by the browser, as every file the shell loads is.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** @typedef {{ href: string, integrity?: string }} Stylesheet */

/** @param {string} deployDir */
export function areaStylesheets(deployDir) {
  /** @type {Map<string, any>} */
  const byManifest = new Map();
  /**
   * @param {{ manifest: string, integrity?: { manifest?: string } } | undefined} release  the area's release in the manifest in force
   * @param {string} module  e.g. './Home'
   * @returns {Stylesheet[]}
   */
  return (release, module) => {
    if (!release?.manifest.startsWith('/remotes/')) return [];
    // Keyed by content too: a rebuilt version folder (local builds) must not keep serving gone file names.
    const key = `${release.manifest} ${release.integrity?.manifest ?? ''}`;
    let manifest = byManifest.get(key);
    if (!manifest) {
      try {
        const bytes = readFileSync(path.join(deployDir, path.normalize(release.manifest)));
        const expected = release.integrity?.manifest;
        if (expected && `sha384-${createHash('sha384').update(bytes).digest('base64')}` !== expected) return [];
        manifest = JSON.parse(bytes.toString('utf8'));
      } catch {
        return [];
      }
      byManifest.set(key, manifest);
    }
    const base = release.manifest.replace(/[^/]*$/, '');
    const expose = manifest.exposes?.find((/** @type {{ path: string }} */ e) => e.path === module);
    /** @type {Record<string, string>} */
    const integrity = manifest.integrity ?? {};
    return (expose?.assets?.css?.sync ?? []).map((/** @type {string} */ file) => ({
      href: `${base}${file}`,
      ...(integrity[file] && { integrity: integrity[file] }),
    }));
  };
}
