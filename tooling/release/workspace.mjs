// The workspace build (`npm start`, `pnpm --filter mfe-<area> build`) is the release of a developer's
// machine. Each build takes a version of its own (`<package version>-workspace.<n>`, versions.mjs), so it never
// writes into a folder a release, a pin or a canary names. It is recorded and audited like a publish; it
// becomes the pin of an area that has none or whose pin is an earlier workspace build (so the local site
// shows it), never of an area pinned to a release or running a canary; and earlier workspace builds that no
// pin, fallback or canary names any more are removed with their record.
import { rmSync } from 'node:fs';
import { releaseFiles } from './files.mjs';
import { canaryOf, pinStack } from './history.mjs';
import { localActor, recordInto, transact } from './release.mjs';
import { SHELL, shellOf } from './shell.mjs';
import { isWorkspaceVersion, workspaceNumber } from './versions.mjs';

export const WORKSPACE_COMMAND = 'workspace build (scripts/build.mjs, pnpm --filter mfe-<area> build, pnpm --filter shell build)';

/**
 * Record one area's workspace build of `version` (already built in its own new folder), pin it where the pin
 * is a workspace build or missing, and prune workspace builds nothing names. Returns what it did.
 * @param {{ deployDir: string, area: string, version: string, by?: string, now?: Date }} o
 * @returns {{ pinned: boolean, pruned: string[] }}
 */
export function recordWorkspaceBuild({ deployDir, area, version, by = localActor(), now = new Date() }) {
  return transact(deployDir, (registry) => {
    const at = now.toISOString();
    const { audit } = recordInto(deployDir, registry, { area, version, command: WORKSPACE_COMMAND, source: 'workspace', by, now });
    const remote = area === SHELL ? shellOf(registry) : registry.remotes[area];
    const pinnedBefore = pinStack(remote.history).at(-1) ?? null;
    const pinnedRecord = pinnedBefore ? remote.versions[pinnedBefore] : undefined;
    const pinned = !canaryOf(remote.history) && (!pinnedBefore || pinnedRecord?.source === 'workspace');
    if (pinned) {
      remote.history.push({ action: 'pin', version, at, command: WORKSPACE_COMMAND, by });
      audit.push({ at, by, action: 'pin', area, from: pinnedBefore, to: version });
    }
    const stack = pinStack(remote.history);
    const named = new Set([stack.at(-1), stack.at(-2), canaryOf(remote.history)?.version, version]);
    const pruned = Object.values(remote.versions)
      .filter((r) => r.source === 'workspace' && !named.has(r.version))
      .map((r) => r.version);
    for (const old of pruned) {
      delete remote.versions[old];
      rmSync(releaseFiles(deployDir).versionDir(area, old), { recursive: true, force: true });
      audit.push({ at, by, action: 'prune', area, from: old, to: null });
    }
    return { result: { pinned, pruned }, audit };
  });
}

/**
 * The newest workspace build recorded for `area`, or null.
 * @param {any} registry
 * @param {string} area
 * @returns {string | null}
 */
export function latestWorkspaceBuild(registry, area) {
  const builds = Object.keys((area === SHELL ? registry.shell : registry.remotes[area])?.versions ?? {}).filter(isWorkspaceVersion);
  return builds.sort((a, b) => workspaceNumber(a) - workspaceNumber(b)).at(-1) ?? null;
}
