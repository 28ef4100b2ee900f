// Files a running server may read while they change (the release manifest, the registry, the served shell and
// worker, tokens, report timelines): each is written beside its place and renamed over it, so a reader meanwhile
// gets the old file or the new one, never half of either.
import { copyFileSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The temporary name beside `file` this process writes to. @param {string} file */
const tempOf = (file) => `${file}.${process.pid}.tmp`;

/**
 * Write `body` to `file` in one step (its folder made when missing).
 * @param {string} file @param {string | Uint8Array} body @param {import('node:fs').WriteFileOptions} [options]
 */
export function writeFileAtomic(file, body, options) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = tempOf(file);
  writeFileSync(temp, body, options);
  renameSync(temp, file);
}

/**
 * `writeFileAtomic` off the event loop, for a server that writes while it serves. Two writes of one file at once
 * would share its temporary file: the caller orders them.
 * @param {string} file @param {string | Uint8Array} body
 */
export async function writeFileAtomicAsync(file, body) {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = tempOf(file);
  await writeFile(temp, body);
  await rename(temp, file);
}

/** Copy `from` over `to` in one step (its folder made when missing). @param {string} from @param {string} to */
export function copyFileAtomic(from, to) {
  mkdirSync(path.dirname(to), { recursive: true });
  const temp = tempOf(to);
  copyFileSync(from, temp);
  renameSync(temp, to);
}
