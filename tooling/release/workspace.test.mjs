import { rmSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readManifest, readRegistry } from './files.mjs';
import { recordBuild } from './release.mjs';
import { fakeBuild, tempDeployTree } from './testing.mjs';
import { recordWorkspaceBuild } from './workspace.mjs';

describe("one area's workspace build", () => {
  let deployDir;
  beforeEach(() => (deployDir = tempDeployTree()));
  afterEach(() => rmSync(deployDir, { recursive: true, force: true }));

  it('records and pins a first build, then gives the manifest the new hashes of a rebuild in place', () => {
    fakeBuild(deployDir, 'lobby', '1.0.0', { entry: '/* first */' });
    recordWorkspaceBuild({ deployDir, area: 'lobby', version: '1.0.0', rebuilt: true });
    const first = readManifest(deployDir).remotes.lobby;
    expect(first.version).toBe('1.0.0');

    fakeBuild(deployDir, 'lobby', '1.0.0', { entry: '/* changed */' });
    recordWorkspaceBuild({ deployDir, area: 'lobby', version: '1.0.0', rebuilt: true });
    const second = readManifest(deployDir).remotes.lobby;
    expect(second.integrity.entry).not.toBe(first.integrity.entry);
    expect(second.integrity.entry).toBe(readRegistry(deployDir).remotes.lobby.versions['1.0.0'].integrity.entry);
  });

  it('leaves a published version as it was published', () => {
    fakeBuild(deployDir, 'lobby', '1.1.0', { entry: '/* published */' });
    recordBuild({ deployDir, area: 'lobby', version: '1.1.0', command: 'pnpm release publish', source: 'publish' });
    const published = readRegistry(deployDir).remotes.lobby.versions['1.1.0'];
    fakeBuild(deployDir, 'lobby', '1.1.0', { entry: '/* overwritten */' });
    recordWorkspaceBuild({ deployDir, area: 'lobby', version: '1.1.0', rebuilt: true });
    expect(readRegistry(deployDir).remotes.lobby.versions['1.1.0']).toEqual(published);
  });
});
