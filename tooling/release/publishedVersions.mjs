// The public list of published versions (remotes/published.json): what the shell's preview accepts, each
// version with the URLs and hashes a browser loads and checks. Derived from the registry, which stays
// private: its history names who released (token names) and the commands they ran.
import { CONTRACT_SINGLETONS } from './compat.mjs';

/**
 * A recorded version as the release manifest and the published list carry it.
 * @param {{ version: string, manifest: string, entry: string, server?: string, integrity: object }} record
 */
export const releaseOf = ({ version, manifest, entry, server, integrity }) => ({
  version,
  manifest,
  entry,
  ...(server && { server }),
  integrity,
});

/**
 * A recorded version as a browser loads and checks it: without its server build, which only the site server
 * renders with, and with the contract's singletons it was built against, so that the shell refuses to preview
 * a version it could not run (the rule `pin` applies: compat.mjs).
 * @param {{ version: string, manifest: string, entry: string, integrity: { manifest: string, entry: string },
 *   shared: Record<string, { version: string, requiredVersion: string, singleton: boolean }> }} record
 */
const browserReleaseOf = ({ version, manifest, entry, integrity, shared }) => ({
  version,
  manifest,
  entry,
  integrity: { manifest: integrity.manifest, entry: integrity.entry },
  shared: Object.fromEntries(CONTRACT_SINGLETONS.filter((name) => shared[name]).map((name) => [name, shared[name]])),
});

/**
 * @param {{ remotes: Record<string, { versions: Record<string, any> }> }} registry
 */
export function publishedVersions(registry) {
  /** @type {Record<string, { versions: Record<string, ReturnType<typeof browserReleaseOf>> }>} */
  const remotes = {};
  for (const [area, { versions }] of Object.entries(registry.remotes))
    remotes[area] = {
      versions: Object.fromEntries(Object.entries(versions).map(([version, record]) => [version, browserReleaseOf(record)])),
    };
  return { remotes };
}
