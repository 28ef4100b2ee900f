import { appendFileSync, existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readAudit } from './audit.mjs';
import { readManifest, readRegistry } from './files.mjs';
import { ReleaseError, pin, recordBuild, rollback, status } from './release.mjs';
import { installedShell } from './shell.mjs';
import { verifyLive } from './verifyLive.mjs';
import { fakeBuild, fakeShellBuild, tempDeployTree } from './testing.mjs';
import { recordWorkspaceBuild } from './workspace.mjs';

let deployDir = '';
const served = (file) => readFileSync(path.join(deployDir, file), 'utf8');
const page = () => served('m/index.html');
const command = 'test';

beforeEach(() => {
  deployDir = tempDeployTree();
  for (const version of ['1.0.0', '1.1.0']) {
    fakeShellBuild(deployDir, version);
    recordBuild({ deployDir, area: 'shell', version, command: 'pnpm release publish shell', source: 'publish' });
  }
});
afterEach(() => rmSync(deployDir, { recursive: true, force: true }));

describe('the shell, released like an area', () => {
  it('records each build with the SHA-384 of every file, its page and server build, and the singletons it provides; once', () => {
    const record = readRegistry(deployDir).shell.versions['1.1.0'];
    expect(Object.keys(record.files).sort()).toEqual([
      'm/index.html',
      'm/mf-manifest.json',
      expect.stringMatching(/^m\/static\/main\./),
      'm/sw.js',
      'server/render.cjs',
    ]);
    expect(record.integrity).toEqual({ page: record.files['m/index.html'], server: record.files['server/render.cjs'] });
    expect(record.shared.shared.version).toBe('1.0.0');
    expect(() => recordBuild({ deployDir, area: 'shell', version: '1.1.0', command, source: 'publish' })).toThrow(/already published/);
    expect(
      readAudit(deployDir)
        .filter((e) => e.area === 'shell')
        .map((e) => e.action),
    ).toEqual(['publish', 'publish']);
  });

  it('a pin puts its page, scripts, worker and server build where the site serves them; a rollback puts the previous one back', () => {
    pin({ deployDir, area: 'shell', version: '1.0.0', command });
    const first = fakeShellBuild(deployDir, '1.0.0').entry;
    expect(page()).toContain('content="1.0.0"');
    expect(served('.ssr/shell/render.cjs')).toContain("'1.0.0'");

    const manifest = pin({ deployDir, area: 'shell', version: '1.1.0', command: 'pnpm release pin shell@1.1.0', by: 'manager' });
    expect(manifest.shell).toEqual({ version: '1.1.0', fallback: '1.0.0' });
    expect(page()).toContain('content="1.1.0"');
    expect(served('m/sw.js')).toBe('/* worker of 1.1.0 */');
    expect(served('.ssr/shell/render.cjs')).toContain("'1.1.0'");
    // A page still open on 1.0.0 loads its scripts on.
    expect(existsSync(path.join(deployDir, 'm', 'static', first))).toBe(true);
    expect(installedShell(deployDir)).toBe('1.1.0');

    rollback({ deployDir, area: 'shell', command: 'pnpm release rollback shell' });
    expect(readManifest(deployDir).shell).toEqual({ version: '1.0.0' });
    expect(page()).toContain('content="1.0.0"');
    expect(served('.ssr/shell/render.cjs')).toContain("'1.0.0'");
    expect(readAudit(deployDir).filter((e) => e.area === 'shell' && e.action !== 'publish')).toEqual([
      expect.objectContaining({ action: 'pin', from: null, to: '1.0.0' }),
      expect.objectContaining({ action: 'pin', by: 'manager', from: '1.0.0', to: '1.1.0' }),
      expect.objectContaining({ action: 'rollback', from: '1.1.0', to: '1.0.0' }),
    ]);
    expect(status(deployDir)[0]).toMatchObject({ area: 'shell', pinned: '1.0.0', previous: null, published: ['1.0.0', '1.1.0'] });
  });

  it('an area pin leaves the shell files as they are', () => {
    pin({ deployDir, area: 'shell', version: '1.1.0', command });
    appendFileSync(path.join(deployDir, 'm', 'index.html'), '<!-- a hand edit -->');
    fakeBuild(deployDir, 'lobby', '1.0.0');
    recordBuild({ deployDir, area: 'lobby', version: '1.0.0', command, source: 'publish' });
    pin({ deployDir, area: 'lobby', version: '1.0.0', command });
    expect(page()).toContain('<!-- a hand edit -->');
  });

  it('status --verify re-checks the pinned shell and its fallback, file by file', () => {
    pin({ deployDir, area: 'shell', version: '1.0.0', command });
    pin({ deployDir, area: 'shell', version: '1.1.0', command });
    appendFileSync(path.join(deployDir, '.shell', '1.0.0', 'm', 'sw.js'), ';');
    expect(verifyLive(deployDir)).toEqual([
      { area: 'shell', role: 'pinned', version: '1.1.0', files: 5, reasons: [] },
      {
        area: 'shell',
        role: 'fallback',
        version: '1.0.0',
        files: 5,
        reasons: ['shell@1.0.0: m/sw.js no longer matches its published hash'],
      },
    ]);
  });

  it('refuses an unpublished shell, a changed one, and a canary of the shell, with the reason', () => {
    expect(() => pin({ deployDir, area: 'shell', version: '2.0.0', command })).toThrow(
      /shell@2\.0\.0 is not published \(published: 1\.0\.0, 1\.1\.0\)/,
    );
    appendFileSync(path.join(deployDir, '.shell', '1.1.0', 'server', 'render.cjs'), ';');
    expect(() => pin({ deployDir, area: 'shell', version: '1.1.0', command })).toThrow(
      /shell@1\.1\.0: server\/render\.cjs no longer matches its published hash/,
    );
    expect(() => pin({ deployDir, area: 'shell', version: '1.0.0', command, canary: { percent: 10 } })).toThrow(ReleaseError);
    expect(readManifest(deployDir).shell).toBeUndefined();
    expect(existsSync(path.join(deployDir, 'm', 'index.html'))).toBe(false);
  });

  it('"release a shell built with it first": a remote built against a newer shared is pinned once a shell providing it is, and that shell cannot be rolled back under it', () => {
    pin({ deployDir, area: 'shell', version: '1.0.0', command });
    fakeBuild(deployDir, 'lobby', '2.0.0', { shared: { shared: { version: '1.2.0', requiredVersion: '^1.2.0' } } });
    recordBuild({ deployDir, area: 'lobby', version: '2.0.0', command, source: 'publish' });
    expect(() => pin({ deployDir, area: 'lobby', version: '2.0.0', command })).toThrow(
      /shared: the remote was built against shared 1\.2\.0, the shell provides 1\.0\.0: release a shell built with it first/,
    );

    fakeShellBuild(deployDir, '1.2.0', { shared: { shared: '1.2.0' } });
    recordBuild({ deployDir, area: 'shell', version: '1.2.0', command, source: 'publish' });
    pin({ deployDir, area: 'shell', version: '1.2.0', command });
    pin({ deployDir, area: 'lobby', version: '2.0.0', command });
    expect(readManifest(deployDir).remotes.lobby.version).toBe('2.0.0');

    expect(() => rollback({ deployDir, area: 'shell', command })).toThrow(
      /lobby@2\.0\.0 would not run on shell@1\.0\.0: shared: the remote was built against shared 1\.2\.0, the shell provides 1\.0\.0/,
    );
    expect(readManifest(deployDir).shell.version).toBe('1.2.0');
  });

  it("the workspace build is pinned while the shell's pin is a workspace build or missing, never over a release", () => {
    fakeShellBuild(deployDir, '1.0.0-workspace.1');
    expect(recordWorkspaceBuild({ deployDir, area: 'shell', version: '1.0.0-workspace.1' }).pinned).toBe(true);
    expect(page()).toContain('content="1.0.0-workspace.1"');
    fakeShellBuild(deployDir, '1.0.0-workspace.2');
    expect(recordWorkspaceBuild({ deployDir, area: 'shell', version: '1.0.0-workspace.2' })).toEqual({ pinned: true, pruned: [] });
    fakeShellBuild(deployDir, '1.0.0-workspace.3');
    expect(recordWorkspaceBuild({ deployDir, area: 'shell', version: '1.0.0-workspace.3' })).toEqual({
      pinned: true,
      pruned: ['1.0.0-workspace.1'],
    });
    expect(existsSync(path.join(deployDir, '.shell', '1.0.0-workspace.1'))).toBe(false);
    expect(() => pin({ deployDir, area: 'shell', version: '1.0.0-workspace.2', command })).toThrow(/workspace build, not a release/);

    pin({ deployDir, area: 'shell', version: '1.1.0', command });
    fakeShellBuild(deployDir, '1.0.0-workspace.4');
    expect(recordWorkspaceBuild({ deployDir, area: 'shell', version: '1.0.0-workspace.4' }).pinned).toBe(false);
    expect(page()).toContain('content="1.1.0"');
  });
});
