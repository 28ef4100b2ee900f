// A file of the deploy tree read again only when it changes on disk (its modification time or size), so a
// pin, a rollback or a shell deploy reaches the next request without a restart and without a read per request.
import { readFileSync, statSync } from 'node:fs';

/**
 * `parse` may refuse a file by throwing. With `onRefused`, a refused change keeps the last good value (as the
 * browser keeps its last good release manifest) and is reported once; without a good value yet, or without
 * `onRefused`, the read throws.
 * @template T
 * @param {string} file
 * @param {(text: string) => T} parse
 * @param {{ onRefused?: (error: unknown) => void }} [options]
 * @returns {() => T}
 */
export function whenChanged(file, parse, { onRefused } = {}) {
  let stamp = '';
  /** @type {{ value: T } | undefined} */
  let good;
  /** @type {unknown} */
  let refusal;
  return () => {
    const stat = statSync(file);
    const next = `${stat.mtimeMs}:${stat.size}`;
    if (next !== stamp) {
      stamp = next;
      try {
        good = { value: parse(readFileSync(file, 'utf8')) };
        refusal = undefined;
      } catch (error) {
        refusal = error;
        if (good && onRefused) onRefused(error);
      }
    }
    if (refusal !== undefined && (!good || !onRefused)) throw refusal;
    return /** @type {{ value: T }} */ (good).value;
  };
}
