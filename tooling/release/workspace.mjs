// The workspace build (`npm start`, `npm test`) is the release of a developer's machine: each remote's
// package.json version, rebuilt in place, is recorded in the registry, and a remote not pinned yet is pinned.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { AREAS, readRegistry, releaseFiles } from './files.mjs';
import { pinStack } from './history.mjs';
import { pin, recordBuild, syncManifest } from './release.mjs';

const COMMAND = 'workspace build (scripts/build.mjs, pnpm --filter mfe-<area> build)';

/**
 * Record one area's workspace build of `version`: a new version, or one `rebuilt` in place, gets its files'
 * hashes recorded (the manifest follows), and an area without a pin is pinned to it. Published versions are
 * left alone: they are immutable.
 * @param {{ deployDir: string, area: string, version: string, rebuilt: boolean }} o
 */
export function recordWorkspaceBuild({ deployDir, area, version, rebuilt }) {
  const record = readRegistry(deployDir).remotes[area]?.versions[version];
  if (record?.source === 'publish') return;
  const built = existsSync(path.join(releaseFiles(deployDir).remoteDir(area, version), 'mf-manifest.json'));
  if (built && (!record || rebuilt)) recordBuild({ deployDir, area, version, command: COMMAND, source: 'workspace' });
  if (!pinStack(readRegistry(deployDir).remotes[area]?.history ?? []).length)
    pin({ deployDir, area, version, command: COMMAND, unlessPinned: true });
}

/**
 * @param {object} o
 * @param {string} o.deployDir
 * @param {Record<string,string>} o.versions  area → package.json version
 * @param {string[]} o.rebuilt  package names built in this run
 */
export function recordWorkspaceBuilds({ deployDir, versions, rebuilt }) {
  for (const area of AREAS) {
    const version = versions[area];
    if (!version) throw new Error(`no package.json version given for ${area}`);
    recordWorkspaceBuild({ deployDir, area, version, rebuilt: rebuilt.includes(`mfe-${area}`) });
  }
  syncManifest(deployDir);
}
