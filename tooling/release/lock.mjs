// One writer at a time on a deploy tree's release state (registry, manifest, audit log, headers). The lock is
// a directory created with mkdir, which is atomic on every file system a deploy tree lives on (a local disk,
// NFS): whoever creates it holds the lock; the others wait and try again. A holder that died leaves a
// lock nobody refreshes: it is taken over once it is older than `staleMs`, or at once when its process is
// gone from this machine.
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

export class LockTimeoutError extends Error {}

const sleeper = new Int32Array(new SharedArrayBuffer(4));
/** @param {number} ms */
const sleep = (ms) => void Atomics.wait(sleeper, 0, 0, ms);

/** @param {string} dir */
function holderIsGone(dir) {
  try {
    const { pid, host } = JSON.parse(readFileSync(path.join(dir, 'owner.json'), 'utf8'));
    if (host !== hostname()) return false;
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'ESRCH';
  }
}

/**
 * Run `fn` holding the lock `lockDir`; waits (up to `timeoutMs`) while another process holds it.
 * The release operations are synchronous and short, so the holder never needs to refresh the lock.
 * @template T
 * @param {string} lockDir
 * @param {() => T} fn
 * @param {{ timeoutMs?: number, staleMs?: number }} [options]
 * @returns {T}
 */
export function withLock(lockDir, fn, { timeoutMs = 30_000, staleMs = 60_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  mkdirSync(path.dirname(lockDir), { recursive: true });
  for (let attempt = 0; ; attempt++) {
    try {
      mkdirSync(lockDir);
      break;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
    }
    const age = Date.now() - (statSync(lockDir, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > staleMs || holderIsGone(lockDir)) {
      rmSync(lockDir, { recursive: true, force: true });
      continue;
    }
    if (Date.now() > deadline)
      throw new LockTimeoutError(
        `${lockDir} has been held by another release for ${Math.round(age / 1000)} s: try again, or remove it if no release is running`,
      );
    sleep(Math.min(2 + attempt * 2, 20) + Math.random() * 5);
  }
  try {
    writeFileSync(path.join(lockDir, 'owner.json'), JSON.stringify({ pid: process.pid, host: hostname(), at: new Date().toISOString() }));
    return fn();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}
