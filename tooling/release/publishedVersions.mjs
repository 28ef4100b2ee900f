// The public list of published versions (remotes/published.json): what the shell's preview accepts, each
// version with its URLs and hashes as the release manifest gives a pin. Derived from the registry, which
// stays private: its history names who released (token names) and the commands they ran.

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
 * @param {{ remotes: Record<string, { versions: Record<string, any> }> }} registry
 */
export function publishedVersions(registry) {
  /** @type {Record<string, { versions: Record<string, ReturnType<typeof releaseOf>> }>} */
  const remotes = {};
  for (const [area, { versions }] of Object.entries(registry.remotes))
    remotes[area] = { versions: Object.fromEntries(Object.entries(versions).map(([version, record]) => [version, releaseOf(record)])) };
  return { remotes };
}
