import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { areaStylesheets } from './areaStylesheets.mjs';

const dirs = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function versionWith(manifest) {
  const deployDir = mkdtempSync(path.join(tmpdir(), 'm-sheets-'));
  dirs.push(deployDir);
  mkdirSync(path.join(deployDir, 'remotes', 'lobby', '2.0.0'), { recursive: true });
  const text = JSON.stringify(manifest);
  writeFileSync(path.join(deployDir, 'remotes', 'lobby', '2.0.0', 'mf-manifest.json'), text);
  const hash = `sha384-${createHash('sha384').update(text).digest('base64')}`;
  return { deployDir, release: { manifest: '/remotes/lobby/2.0.0/mf-manifest.json', integrity: { manifest: hash } } };
}

const MANIFEST = {
  exposes: [{ path: './Home', assets: { css: { sync: ['home.1.css'], async: [] } } }],
  integrity: { 'home.1.css': 'sha384-home' },
};

describe("an area's style sheets in the server's head", () => {
  it('are the sheets of the exposed module, each with the SHA-384 its manifest gives it', () => {
    const { deployDir, release } = versionWith(MANIFEST);
    expect(areaStylesheets(deployDir)(release, './Home')).toEqual([{ href: '/remotes/lobby/2.0.0/home.1.css', integrity: 'sha384-home' }]);
  });

  it('are none when the manifest is not the one the release names (a changed byte): the browser loads them, checked', () => {
    const { deployDir, release } = versionWith(MANIFEST);
    const tampered = { ...release, integrity: { manifest: 'sha384-somethingelse' } };
    expect(areaStylesheets(deployDir)(tampered, './Home')).toEqual([]);
  });
});
