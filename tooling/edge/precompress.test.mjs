import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { getsCompressedCopies, precompressTree, precompressTreeSync } from './precompress.mjs';

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));
const script = 'export const text = "' + 'a player opens home '.repeat(200) + '";\n';
function tree() {
  root = mkdtempSync(path.join(tmpdir(), 'm-precompress-'));
  const files = [
    'm/static/main.1234abcd.js',
    'm/remotes.json',
    'remotes/lobby/1.0.0/remoteEntry.js',
    'remotes/lobby/1.0.0/server/remoteEntry.js',
    'm/static/main.1234abcd.js.map',
    'm/tiny.js',
  ];
  for (const file of files) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), file === 'm/tiny.js' ? 'x' : script);
  }
  return root;
}

describe('precompressed copies', () => {
  it('go to files a build writes, never to those releases rewrite, the server builds or source maps', () => {
    expect(getsCompressedCopies('m/static/main.1234abcd.js')).toBe(true);
    expect(getsCompressedCopies('remotes/lobby/1.2.0/static/js/async/12.abcd1234.js')).toBe(true);
    for (const file of [
      'm/remotes.json',
      'm/config.json',
      'remotes/registry.json',
      'remotes/published.json',
      'remotes/lobby/1.2.0/server/remoteEntry.js',
      'm/static/a.js.map',
      '.release/audit.log',
    ])
      expect(getsCompressedCopies(file), file).toBe(false);
  });

  it.each([
    ['in the background', (options) => precompressTree(options)],
    ['at once', (options) => precompressTreeSync(options)],
  ])('are written %s, hold the file, and are made again only when the file is newer', async (_how, compress) => {
    tree();
    const first = await compress({ root });
    expect(first).toMatchObject({ files: 3, written: 3 });
    const file = path.join(root, 'm/static/main.1234abcd.js');
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(existsSync(path.join(root, 'm/remotes.json.gz'))).toBe(false);
    expect(existsSync(path.join(root, 'remotes/lobby/1.0.0/server/remoteEntry.js.br'))).toBe(false);
    // A one-byte file compresses to more than itself: no copy.
    expect(existsSync(path.join(root, 'm/tiny.js.gz'))).toBe(false);

    expect(await compress({ root })).toMatchObject({ written: 1 });
    const later = new Date(Date.now() + 5000);
    writeFileSync(file, `${script}// changed\n`);
    utimesSync(file, later, later);
    expect(await compress({ root, dir: path.join(root, 'm') })).toMatchObject({ written: 2 });
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toContain('// changed');
  });
});
