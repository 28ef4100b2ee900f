import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFileAtomic, writeFileAtomic, writeFileAtomicAsync } from './atomicFile.mjs';

const folder = () => mkdtempSync(path.join(tmpdir(), 'm-atomic-'));

describe('atomic files', () => {
  it('writes a file in a folder it makes, with its mode, and leaves no temporary file beside it', () => {
    const dir = folder();
    const file = path.join(dir, 'state', 'tokens.json');
    writeFileAtomic(file, '{"tokens":[]}\n', { mode: 0o600 });
    expect(readFileSync(file, 'utf8')).toBe('{"tokens":[]}\n');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(path.dirname(file))).toEqual(['tokens.json']);
  });

  it('writes a file in a folder it makes off the event loop, leaving no temporary file beside it', async () => {
    const file = path.join(folder(), 'state', 'beacons.json');
    await writeFileAtomicAsync(file, '{"lobby":{}}');
    expect(readFileSync(file, 'utf8')).toBe('{"lobby":{}}');
    expect(readdirSync(path.dirname(file))).toEqual(['beacons.json']);
  });

  it('replaces a file with a copy of another, leaving no temporary file', () => {
    const dir = folder();
    writeFileSync(path.join(dir, 'sw.js'), 'old worker');
    writeFileSync(path.join(dir, 'kill-switch.js'), 'kill switch');
    copyFileAtomic(path.join(dir, 'kill-switch.js'), path.join(dir, 'sw.js'));
    expect(readFileSync(path.join(dir, 'sw.js'), 'utf8')).toBe('kill switch');
    expect(readdirSync(dir).sort()).toEqual(['kill-switch.js', 'sw.js']);
  });
});
