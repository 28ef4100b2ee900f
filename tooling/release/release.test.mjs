import { appendFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readAudit } from './audit.mjs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readManifest, readRegistry } from './files.mjs';
import { abort, pin, promote, recordBuild, rollback, status } from './release.mjs';
import { fakeBuild, tempDeployTree } from './testing.mjs';

let deployDir;
const publish = (area, version, options) => {
  fakeBuild(deployDir, area, version, options);
  return recordBuild({ deployDir, area, version, command: `pnpm release publish mfe-${area} --version ${version}`, source: 'publish' });
};
const pinLobby = (version) => pin({ deployDir, area: 'lobby', version, command: `pnpm release pin lobby@${version}` });

beforeEach(() => (deployDir = tempDeployTree()));
afterEach(() => rmSync(deployDir, { recursive: true, force: true }));

describe('publish record', () => {
  it('records the hashes and shared versions of the build, and refuses to publish the same version twice', () => {
    const record = publish('lobby', '1.0.0');
    expect(record.integrity.manifest).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
    expect(record.entry).toBe('/remotes/lobby/1.0.0/remoteEntry.js');
    expect(record.shared.react).toEqual({ version: '19.3.1', requiredVersion: '^19.3.1', singleton: true });
    expect(() => publish('lobby', '1.0.0')).toThrow(/already published .* immutable/);
  });
});

describe('pin', () => {
  it('writes the release manifest with hashes, and the previous pin as fallback', () => {
    publish('lobby', '1.0.0');
    publish('lobby', '1.1.0');
    pinLobby('1.0.0');
    pinLobby('1.1.0');
    const lobby = readManifest(deployDir).remotes.lobby;
    expect(lobby.version).toBe('1.1.0');
    expect(lobby.integrity).toEqual(readRegistry(deployDir).remotes.lobby.versions['1.1.0'].integrity);
    expect(lobby.fallback.version).toBe('1.0.0');
  });

  it('refuses a version that is not published', () => {
    publish('lobby', '1.0.0');
    expect(() => pinLobby('1.2.0')).toThrow(/lobby@1.2.0 is not published \(published: 1.0.0\)/);
  });

  it('refuses a version whose entry script changed after publishing', () => {
    const dir = fakeBuild(deployDir, 'lobby', '1.0.0');
    recordBuild({ deployDir, area: 'lobby', version: '1.0.0', command: 'publish', source: 'publish' });
    appendFileSync(path.join(dir, 'remoteEntry.js'), ' ');
    expect(() => pinLobby('1.0.0')).toThrow(/entry script no longer matches its published hash/);
  });

  it('refuses a version whose files are gone', () => {
    const dir = publish('lobby', '1.0.0') && path.join(deployDir, 'remotes', 'lobby', '1.0.0');
    rmSync(path.join(dir, 'mf-manifest.json'));
    expect(() => pinLobby('1.0.0')).toThrow(/mf-manifest.json is missing/);
  });

  it.each([
    [
      'requires a React the shell does not provide',
      { react: { requiredVersion: '^20.0.0' } },
      /react: the shell provides 19.3.1, the remote requires \^20.0.0/,
    ],
    ['does not share zustand as a singleton', { zustand: { singleton: false } }, /zustand: the remote shares it, but not as a singleton/],
    ['requires a newer shared library', { shared: { requiredVersion: '^2.0.0' } }, /shared: the shell provides 1.0.0/],
    [
      'was built against a newer shared, even within its range',
      { shared: { version: '1.2.0', requiredVersion: '^1.0.0' } },
      /shared: the remote was built against shared 1.2.0, the shell provides 1.0.0/,
    ],
  ])('refuses a remote that %s', (_name, shared, reason) => {
    publish('lobby', '1.0.0', { shared });
    expect(() => pinLobby('1.0.0')).toThrow(reason);
    expect(readManifest(deployDir).remotes.lobby).toBeUndefined();
  });
});

describe('rollback and status', () => {
  it('returns to the previous pin and says when and by what command each remote changed', () => {
    publish('lobby', '1.0.0');
    publish('lobby', '1.1.0');
    pinLobby('1.0.0');
    pinLobby('1.1.0');
    rollback({ deployDir, area: 'lobby', command: 'pnpm release rollback lobby' });
    expect(readManifest(deployDir).remotes.lobby.version).toBe('1.0.0');
    expect(readManifest(deployDir).remotes.lobby.fallback).toBeUndefined();
    const lobby = status(deployDir).find((row) => row.area === 'lobby');
    expect(lobby).toMatchObject({
      pinned: '1.0.0',
      previous: null,
      published: ['1.0.0', '1.1.0'],
      changedBy: 'pnpm release rollback lobby',
    });
    expect(() => rollback({ deployDir, area: 'lobby', command: 'again' })).toThrow(/no previous pin/);
  });

  it('does not roll back onto a version that was tampered with since', () => {
    publish('lobby', '1.0.0');
    publish('lobby', '1.1.0');
    pinLobby('1.0.0');
    pinLobby('1.1.0');
    appendFileSync(path.join(deployDir, 'remotes', 'lobby', '1.0.0', 'mf-manifest.json'), ' ');
    expect(() => rollback({ deployDir, area: 'lobby', command: 'rollback' })).toThrow(/mf-manifest.json no longer matches/);
    expect(readManifest(deployDir).remotes.lobby.version).toBe('1.1.0');
  });
});

describe('files', () => {
  it('refuses to read a manifest that does not match its schema', () => {
    publish('lobby', '1.0.0');
    pinLobby('1.0.0');
    const file = path.join(deployDir, 'm', 'remotes.json');
    const doc = JSON.parse(readFileSync(file, 'utf8'));
    delete doc.remotes.lobby.integrity;
    rmSync(file);
    appendFileSync(file, JSON.stringify(doc));
    expect(() => readManifest(deployDir)).toThrow(
      /is not a valid release manifest: \/remotes\/lobby must have required property 'integrity'/,
    );
  });
});

describe('canary', () => {
  const canary = (version, percent = 10, extra = {}) =>
    pin({
      deployDir,
      area: 'lobby',
      version,
      command: `pnpm release pin lobby@${version} --canary ${percent}`,
      canary: { percent, ...extra },
    });
  beforeEach(() => {
    for (const v of ['1.0.0', '1.1.0', '1.2.0']) publish('lobby', v);
    pinLobby('1.0.0');
    pinLobby('1.1.0');
  });

  it('gives the manifest the canary beside the pin, refuses other changes while it runs, and promote makes it the pin', () => {
    canary('1.2.0', 10);
    const lobby = readManifest(deployDir).remotes.lobby;
    expect(lobby).toMatchObject({ version: '1.1.0', fallback: { version: '1.0.0' }, canary: { version: '1.2.0', percent: 10 } });
    expect(lobby.canary.integrity).toEqual(readRegistry(deployDir).remotes.lobby.versions['1.2.0'].integrity);
    expect(status(deployDir).find((r) => r.area === 'lobby')?.canary).toMatchObject({
      version: '1.2.0',
      percent: 10,
      margin: 5,
      minSample: 200,
    });
    expect(() => pinLobby('1.0.0')).toThrow(/a canary of lobby@1.2.0 \(10 %\) is running; promote or abort it first/);
    expect(() => rollback({ deployDir, area: 'lobby', command: 'rollback' })).toThrow(/promote or abort it first/);
    promote({ deployDir, area: 'lobby', command: 'promote' });
    expect(readManifest(deployDir).remotes.lobby).toEqual(
      expect.objectContaining({ version: '1.2.0', fallback: expect.objectContaining({ version: '1.1.0' }) }),
    );
    expect(readManifest(deployDir).remotes.lobby.canary).toBeUndefined();
    expect(readAudit(deployDir).slice(-2)).toMatchObject([
      { action: 'canary', area: 'lobby', from: '1.1.0', to: '1.2.0', percent: 10 },
      { action: 'promote', area: 'lobby', from: '1.1.0', to: '1.2.0' },
    ]);
  });

  it('abort gives every player the pin again', () => {
    canary('1.2.0', 25, { margin: 2, minSample: 50 });
    abort({ deployDir, area: 'lobby', command: 'abort' });
    expect(readManifest(deployDir).remotes.lobby).toMatchObject({ version: '1.1.0', fallback: { version: '1.0.0' } });
    expect(readManifest(deployDir).remotes.lobby.canary).toBeUndefined();
    expect(() => abort({ deployDir, area: 'lobby', command: 'abort' })).toThrow(/no canary/);
    expect(() => promote({ deployDir, area: 'lobby', command: 'promote' })).toThrow(/no canary is running/);
  });

  it.each([
    ['a share of 0', () => canary('1.2.0', 0), /percentage above 0 and below 100/],
    ['a share of 100', () => canary('1.2.0', 100), /percentage above 0 and below 100/],
    ['the pinned version', () => canary('1.1.0'), /already what every player gets/],
    ['an unpublished version', () => canary('9.0.0'), /lobby@9.0.0 is not published/],
  ])('refuses %s', (_name, start, reason) => {
    expect(start).toThrow(reason);
    expect(readManifest(deployDir).remotes.lobby.canary).toBeUndefined();
  });
});

describe('static-host headers', () => {
  it('_headers carries the CSP built from the release and is rewritten on every pin', () => {
    publish('lobby', '1.0.0');
    pinLobby('1.0.0');
    const headers = () => readFileSync(path.join(deployDir, '_headers'), 'utf8');
    expect(headers()).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src 'self'; script-src 'self';/m);
    expect(headers()).toMatch(/^ {2}X-Content-Type-Options: nosniff$/m);
    expect(headers()).toMatch(/^\/m\/sw\.js\n {2}Cache-Control: no-cache$/m);
    writeFileSync(path.join(deployDir, 'm', 'config.json'), JSON.stringify({ apiBase: 'https://api.example.com/wps' }));
    publish('lobby', '1.1.0');
    pinLobby('1.1.0');
    expect(headers()).toMatch(/connect-src 'self' https:\/\/api\.example\.com;/);
  });
});

describe('release versions', () => {
  it('pin and canary refuse a workspace build: it is not a release', () => {
    publish('lobby', '1.0.0');
    fakeBuild(deployDir, 'lobby', '1.0.0-workspace.1');
    recordBuild({ deployDir, area: 'lobby', version: '1.0.0-workspace.1', command: 'build', source: 'workspace' });
    expect(() => pinLobby('1.0.0-workspace.1')).toThrow(/workspace build, not a release/);
    pinLobby('1.0.0');
    expect(() => pin({ deployDir, area: 'lobby', version: '1.0.0-workspace.1', command: 'c', canary: { percent: 10 } })).toThrow(
      /workspace build, not a release/,
    );
  });

  it('a version recorded as a workspace build cannot be recorded again as a release, nor the other way', () => {
    fakeBuild(deployDir, 'lobby', '1.0.0');
    recordBuild({ deployDir, area: 'lobby', version: '1.0.0', command: 'publish', source: 'publish' });
    expect(() => recordBuild({ deployDir, area: 'lobby', version: '1.0.0', command: 'build', source: 'workspace' })).toThrow(
      /already published/,
    );
    expect(readAudit(deployDir).map((e) => e.action)).toEqual(['publish']);
  });
});
