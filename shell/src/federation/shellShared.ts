/** Compiled in by the shell's builds (tooling/rspack/shared-deps.mjs, `sharedVersions`). */
declare const __SHARED_VERSIONS__: Record<string, string>;

/** The version of each library this shell build provides to every remote (`shared` among them). */
export function shellSharedVersions(): Record<string, string> {
  return __SHARED_VERSIONS__;
}

/** This shell's shared table, as the release tooling reads it from its mf-manifest.json (compat.mjs `sharedTable`). */
export const shellSharedTable = () =>
  Object.fromEntries(
    Object.entries(shellSharedVersions()).map(([name, version]) => [name, { version, requiredVersion: `^${version}`, singleton: true }]),
  );
