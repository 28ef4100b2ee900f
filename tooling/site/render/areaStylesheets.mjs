// The CSS files of an area's exposed module, read from its browser build's mf-manifest.json, so the server's
// HTML links them in the head and the first view is styled before any script runs.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** @param {string} deployDir */
export function areaStylesheets(deployDir) {
  const byManifest = new Map();
  /**
   * @param {{ manifest: string, integrity?: { manifest?: string } } | undefined} release  the area's release in the manifest in force
   * @param {string} module  e.g. './Home'
   * @returns {string[]}
   */
  return (release, module) => {
    if (!release?.manifest.startsWith('/remotes/')) return [];
    // Keyed by content too: a rebuilt version folder (local builds) must not keep serving gone file names.
    const key = `${release.manifest} ${release.integrity?.manifest ?? ''}`;
    let manifest = byManifest.get(key);
    if (!manifest) {
      try {
        manifest = JSON.parse(readFileSync(path.join(deployDir, path.normalize(release.manifest)), 'utf8'));
      } catch {
        return [];
      }
      byManifest.set(key, manifest);
    }
    const base = release.manifest.replace(/[^/]*$/, '');
    const expose = manifest.exposes?.find((e) => e.path === module);
    return (expose?.assets?.css?.sync ?? []).map((file) => `${base}${file}`);
  };
}
