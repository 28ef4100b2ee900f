import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readAudit } from './audit.mjs';
import { readManifest, readRegistry } from './files.mjs';
import { pin, recordBuild } from './release.mjs';
import { fakeBuild, tempDeployTree } from './testing.mjs';
import { isWorkspaceVersion, reserveWorkspaceVersion } from './versions.mjs';
import { latestWorkspaceBuild, recordWorkspaceBuild } from './workspace.mjs';

let deployDir;
beforeEach(() => (deployDir = tempDeployTree()));
afterEach(() => rmSync(deployDir, { recursive: true, force: true }));

/** What `pnpm --filter mfe-lobby build` does: a new workspace version, built, then recorded. */
function workspaceBuild(entry = '/* built */') {
  const version = reserveWorkspaceVersion(deployDir, 'lobby', '1.0.0');
  fakeBuild(deployDir, 'lobby', version, { entry });
  return { version, ...recordWorkspaceBuild({ deployDir, area: 'lobby', version }) };
}
const publishLobby = (version) => {
  fakeBuild(deployDir, 'lobby', version, { entry: `/* release ${version} */` });
  return recordBuild({ deployDir, area: 'lobby', version, command: 'pnpm release publish', source: 'publish' });
};
const entryOf = (version) => readFileSync(path.join(deployDir, 'remotes', 'lobby', version, 'remoteEntry.js'), 'utf8');

describe('the workspace version namespace', () => {
  it('gives every workspace build a new version of its own, never the package version', () => {
    const first = reserveWorkspaceVersion(deployDir, 'lobby', '1.0.0');
    const second = reserveWorkspaceVersion(deployDir, 'lobby', '1.0.0');
    expect([first, second]).toEqual(['1.0.0-workspace.1', '1.0.0-workspace.2']);
    expect(isWorkspaceVersion(first)).toBe(true);
    for (const release of ['1.0.0', '1.1.0-rc.1', '2.0.0-workspaces.1']) expect(isWorkspaceVersion(release)).toBe(false);
  });

  it('never takes a version that is published, and a release never takes a workspace version', () => {
    publishLobby('1.0.0');
    expect(workspaceBuild().version).not.toBe('1.0.0');
    fakeBuild(deployDir, 'lobby', '1.0.0-workspace.9');
    expect(() => recordBuild({ deployDir, area: 'lobby', version: '1.0.0-workspace.9', command: 'publish', source: 'publish' })).toThrow(
      /workspace build's version .* never a release/,
    );
  });
});

describe("one area's workspace build", () => {
  it('is recorded, pinned and audited; a rebuild is a new version that the pin follows, and the folder before is never rewritten', () => {
    const first = workspaceBuild('/* first */');
    expect(first).toMatchObject({ pinned: true, pruned: [] });
    expect(readManifest(deployDir).remotes.lobby.version).toBe(first.version);

    const second = workspaceBuild('/* changed */');
    expect(second.version).not.toBe(first.version);
    expect(entryOf(first.version)).toMatch(/^\/\* first \*\//);
    const lobby = readManifest(deployDir).remotes.lobby;
    expect([lobby.version, lobby.fallback?.version]).toEqual([second.version, first.version]);
    expect(readAudit(deployDir).map((e) => `${e.action} ${e.from ?? '-'} ${e.to ?? '-'}`)).toEqual([
      `build - ${first.version}`,
      `pin - ${first.version}`,
      `build - ${second.version}`,
      `pin ${first.version} ${second.version}`,
    ]);
    expect(latestWorkspaceBuild(readRegistry(deployDir), 'lobby')).toBe(second.version);
  });

  it('leaves a pin of a release and its folder alone', () => {
    workspaceBuild();
    publishLobby('1.1.0');
    pin({ deployDir, area: 'lobby', version: '1.1.0', command: 'pnpm release pin lobby@1.1.0' });
    const published = readRegistry(deployDir).remotes.lobby.versions['1.1.0'];
    const next = workspaceBuild('/* after the release */');
    expect(next.pinned).toBe(false);
    expect(readManifest(deployDir).remotes.lobby.version).toBe('1.1.0');
    expect(readRegistry(deployDir).remotes.lobby.versions['1.1.0']).toEqual(published);
    expect(entryOf('1.1.0')).toMatch(/^\/\* release 1\.1\.0 \*\//);
  });

  it('refuses to record a version twice', () => {
    const { version } = workspaceBuild();
    expect(() => recordWorkspaceBuild({ deployDir, area: 'lobby', version })).toThrow(/already recorded .* immutable/);
  });

  it('removes, with an audit line, the workspace builds no pin, fallback or canary names', () => {
    const first = workspaceBuild();
    const second = workspaceBuild();
    const third = workspaceBuild();
    expect(third.pruned).toEqual([first.version]);
    expect(existsSync(path.join(deployDir, 'remotes', 'lobby', first.version))).toBe(false);
    expect(Object.keys(readRegistry(deployDir).remotes.lobby.versions)).toEqual([second.version, third.version]);
    expect(readAudit(deployDir).at(-1)).toMatchObject({ action: 'prune', from: first.version, to: null });
  });
});
