// The workspace build (`npm start`, `npm test`) is the release of a developer's machine: each remote's
// package.json version, rebuilt in place, is recorded in the registry, and a remote not pinned yet is pinned.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { AREAS, readRegistry, releaseFiles } from './files.mjs';
import { pinStack } from './history.mjs';
import { pin, recordBuild, syncManifest } from './release.mjs';

const COMMAND = 'workspace build (scripts/build.mjs)';

/**
 * @param {object} o
 * @param {string} o.deployDir
 * @param {Record<string,string>} o.versions  area → package.json version
 * @param {string[]} o.rebuilt  package names built in this run
 */
export function recordWorkspaceBuilds({ deployDir, versions, rebuilt }) {
  for (const area of AREAS) {
    const version = versions[area];
    const record = readRegistry(deployDir).remotes[area]?.versions[version];
    if (record?.source === 'publish') continue;
    const built = existsSync(path.join(releaseFiles(deployDir).remoteDir(area, version), 'mf-manifest.json'));
    if (built && (!record || rebuilt.includes(`mfe-${area}`))) recordBuild({ deployDir, area, version, command: COMMAND, source: 'workspace' });
    if (!pinStack(readRegistry(deployDir).remotes[area]?.history ?? []).length) pin({ deployDir, area, version, command: COMMAND });
  }
  syncManifest(deployDir);
}
