import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LockTimeoutError, withLock } from './lock.mjs';

let dir;
beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'm-lock-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('release lock', () => {
  it('holds the lock while the change runs and frees it after, also when the change throws', () => {
    const lock = path.join(dir, 'lock');
    expect(withLock(lock, () => existsSync(lock))).toBe(true);
    expect(existsSync(lock)).toBe(false);
    expect(() =>
      withLock(lock, () => {
        throw new Error('refused');
      }),
    ).toThrow('refused');
    expect(existsSync(lock)).toBe(false);
  });

  it('waits for a live holder, then says why it gave up', () => {
    const lock = path.join(dir, 'lock');
    mkdirSync(lock);
    writeFileSync(path.join(lock, 'owner.json'), JSON.stringify({ pid: process.pid, host: hostname() }));
    const started = Date.now();
    expect(() => withLock(lock, () => 'ran', { timeoutMs: 150 })).toThrow(LockTimeoutError);
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
  });

  it('takes over a lock whose process is gone, and one older than the stale limit', () => {
    const lock = path.join(dir, 'lock');
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout;
    mkdirSync(lock);
    writeFileSync(path.join(lock, 'owner.json'), JSON.stringify({ pid: Number(gone), host: hostname() }));
    expect(withLock(lock, () => 'ran', { timeoutMs: 100 })).toBe('ran');

    mkdirSync(lock);
    writeFileSync(path.join(lock, 'owner.json'), JSON.stringify({ pid: 1, host: 'another-machine' }));
    const old = new Date(Date.now() - 120_000);
    utimesSync(lock, old, old);
    expect(withLock(lock, () => 'ran', { timeoutMs: 100, staleMs: 60_000 })).toBe('ran');
  });
});
