// Would a remote run against the shell's shared singletons? The same question the Module Federation runtime
// asks on a player's phone, asked before a pin reaches one.
import semver from 'semver';

/** The singletons of the composition contract: one instance on the page, the shell's (it loads first). */
export const CONTRACT_SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'zustand', 'i18next', 'react-i18next', 'shared'];

/** Shared-dependency table of an mf-manifest.json: name → { version, requiredVersion, singleton }. */
export function sharedTable(mfManifest) {
  return Object.fromEntries(
    (mfManifest.shared ?? []).map((s) => [
      s.name,
      { version: s.version, requiredVersion: s.requiredVersion, singleton: Boolean(s.singleton) },
    ]),
  );
}

/**
 * Reasons a remote is not compatible with the shell, empty when it is. With `loaded-first`, the shell's copy
 * of each singleton is the one every remote gets, so it must satisfy the remote's required range, and the
 * remote must share it as a singleton (or it would bundle a second copy: a second bus, store, i18n).
 */
export function incompatibilities(shellShared, remoteShared) {
  const reasons = [];
  for (const name of CONTRACT_SINGLETONS) {
    const shell = shellShared[name];
    const remote = remoteShared[name];
    if (!remote) reasons.push(`${name}: the remote does not share it, so it would run its own copy`);
    else if (!remote.singleton) reasons.push(`${name}: the remote shares it, but not as a singleton`);
    else if (!shell) reasons.push(`${name}: the shell does not provide it`);
    // shared is the site's own contract: a remote built against a newer one may call what the shell lacks,
    // even when its range would accept the shell's (shared/api/shared.api.md).
    else if (name === 'shared' && semver.valid(remote.version) && semver.valid(shell.version) && semver.gt(remote.version, shell.version))
      reasons.push(
        `shared: the remote was built against shared ${remote.version}, the shell provides ${shell.version}: release a shell built with it first`,
      );
    else if (!semver.satisfies(shell.version, remote.requiredVersion, { includePrerelease: true }))
      reasons.push(`${name}: the shell provides ${shell.version}, the remote requires ${remote.requiredVersion}`);
  }
  return reasons;
}
