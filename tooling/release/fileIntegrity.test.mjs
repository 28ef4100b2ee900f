import { appendFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readRegistry } from './files.mjs';
import { fileDrift, unchainedAssets, versionFiles } from './fileIntegrity.mjs';
import { pin, recordBuild, rollback } from './release.mjs';
import { fakeBuild, tempDeployTree } from './testing.mjs';
import { verifyLive } from './verifyLive.mjs';

let deployDir;
beforeEach(() => (deployDir = tempDeployTree()));
afterEach(() => rmSync(deployDir, { recursive: true, force: true }));

const publish = (version, options) => {
  const dir = fakeBuild(deployDir, 'lobby', version, options);
  recordBuild({ deployDir, area: 'lobby', version, command: 'publish', source: 'publish' });
  return dir;
};
const pinLobby = (version) => pin({ deployDir, area: 'lobby', version, command: `pin ${version}` });

describe('the files of a version', () => {
  it('are all hashed at publish, source maps aside', () => {
    const dir = publish('1.0.0');
    writeFileSync(path.join(dir, 'home.js.map'), '{}');
    expect(Object.keys(readRegistry(deployDir).remotes.lobby.versions['1.0.0'].files)).toEqual([
      'home.css',
      'home.js',
      'mf-manifest.json',
      'remoteEntry.js',
    ]);
    expect(Object.keys(versionFiles(dir))).not.toContain('home.js.map');
  });

  it('drift: a changed, a missing and an added file are each named', () => {
    expect(fileDrift({ 'a.js': 'sha384-a', 'b.css': 'sha384-b' }, { 'a.js': 'sha384-x', 'c.js': 'sha384-c' })).toEqual([
      'a.js no longer matches its published hash',
      'b.css is missing',
      'c.js was added after publishing',
    ]);
  });

  it('a build whose entry does not carry the hash of each chunk and CSS file is not recorded', () => {
    const dir = fakeBuild(deployDir, 'lobby', '1.0.0', { chained: false });
    expect(
      unchainedAssets(dir, { exposes: [{ assets: { js: { sync: ['home.js'] }, css: { sync: ['home.css'] } } }] }, 'remoteEntry.js'),
    ).toEqual(['home.css', 'home.js']);
    expect(() => recordBuild({ deployDir, area: 'lobby', version: '1.0.0', command: 'publish', source: 'publish' })).toThrow(
      /carries no SHA-384 of home\.css, home\.js/,
    );
  });
});

describe("the files the remote's runtime can load", () => {
  it("are the sync ones and the later ones its chunk map names; the standalone page's chunks are not", () => {
    const dir = fakeBuild(deployDir, 'lobby', '1.0.0');
    writeFileSync(path.join(dir, '7.deadbeef.js'), 'later()');
    writeFileSync(path.join(dir, '9.0badf00d.js'), 'standalone()');
    const mf = {
      exposes: [{ assets: { js: { sync: ['home.js'], async: ['7.deadbeef.js', '9.0badf00d.js'] }, css: { sync: ['home.css'] } } }],
    };
    expect(unchainedAssets(dir, mf, 'remoteEntry.js')).toEqual([]);
    appendFileSync(path.join(dir, 'remoteEntry.js'), 'var u={7:"deadbeef"};');
    expect(unchainedAssets(dir, mf, 'remoteEntry.js')).toEqual(['7.deadbeef.js']);
  });
});

describe('a chunk or a CSS file changed after publishing', () => {
  it.each([
    ['a chunk', 'home.js'],
    ['a CSS file', 'home.css'],
  ])('%s: pin and rollback refuse the version', (_what, file) => {
    publish('1.0.0');
    const dir = publish('1.1.0');
    pinLobby('1.0.0');
    appendFileSync(path.join(dir, file), ' ');
    expect(() => pinLobby('1.1.0')).toThrow(
      new RegExp(`lobby@1\\.1\\.0: ${file.replace('.', '\\.')} no longer matches its published hash`),
    );
  });

  it('status --verify re-checks the pinned, fallback and canary versions, and names what changed', () => {
    const old = publish('1.0.0');
    publish('1.1.0');
    publish('1.2.0');
    pinLobby('1.0.0');
    pinLobby('1.1.0');
    pin({ deployDir, area: 'lobby', version: '1.2.0', command: 'canary', canary: { percent: 10 } });
    expect(verifyLive(deployDir).map((c) => [c.role, c.version, c.files, c.reasons])).toEqual([
      ['pinned', '1.1.0', 4, []],
      ['fallback', '1.0.0', 4, []],
      ['canary', '1.2.0', 4, []],
    ]);
    appendFileSync(path.join(old, 'home.css'), '*{}');
    expect(verifyLive(deployDir).find((c) => c.role === 'fallback')?.reasons).toEqual([
      'lobby@1.0.0: home.css no longer matches its published hash',
    ]);
  });

  it('a rollback to a version whose chunk changed is refused', () => {
    const old = publish('1.0.0');
    publish('1.1.0');
    pinLobby('1.0.0');
    pinLobby('1.1.0');
    writeFileSync(path.join(old, 'home.js'), 'alert(1)');
    expect(() => rollback({ deployDir, area: 'lobby', command: 'rollback' })).toThrow(/home\.js no longer matches/);
  });
});
