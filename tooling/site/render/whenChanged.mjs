// A file of the deploy tree read again only when it changes on disk (its modification time or size), so a
// pin, a rollback or a shell deploy reaches the next request without a restart and without a read per request.
import { readFileSync, statSync } from 'node:fs';

/**
 * @template T
 * @param {string} file
 * @param {(text: string) => T} parse
 * @returns {() => T}
 */
export function whenChanged(file, parse) {
  let stamp = '';
  /** @type {T} */
  let value;
  return () => {
    const stat = statSync(file);
    const next = `${stat.mtimeMs}:${stat.size}`;
    if (next !== stamp) {
      value = parse(readFileSync(file, 'utf8'));
      stamp = next;
    }
    return value;
  };
}
