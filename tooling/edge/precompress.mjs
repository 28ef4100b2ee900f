// Compressed copies of the deploy tree's files, written once at build and publish time, so the edge sends a
// file's `.br` or `.gz` (nginx's brotli_static / gzip_static) without compressing it per request. Only files a
// build writes get copies: the files releases rewrite in place (the release manifest, the registry, the
// published versions, the config) would otherwise be served from a stale copy, and are compressed per request
// instead (they are small). The server builds are never served, so they get none. A copy is made again when
// its file is newer.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import path from 'node:path';
import { promisify } from 'node:util';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|webmanifest|txt|xml)$/;
/** Rewritten in place by releases and configuration, relative to the deploy tree. */
export const REWRITTEN_IN_PLACE = Object.freeze([
  'm/remotes.json',
  'm/config.json',
  'm/mf-manifest.json',
  'remotes/registry.json',
  'remotes/published.json',
]);
/** Copies smaller than this share of their file are not worth a second request path. */
const WORTH = 0.9;

/**
 * Whether `relative` (a path inside the deploy tree, `/`-separated) gets compressed copies.
 * @param {string} relative
 */
export function getsCompressedCopies(relative) {
  if (!COMPRESSIBLE.test(relative) || REWRITTEN_IN_PLACE.includes(relative)) return false;
  const parts = relative.split('/');
  if (parts.some((part) => part.startsWith('.'))) return false;
  // remotes/<area>/<version>/server/...: the site server's own code.
  return !(parts[0] === 'remotes' && parts[3] === 'server');
}

const GZIP = { level: 9 };
/** @param {Buffer} source */
const brotliOptions = (source) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
});

/** @typedef {{ files: number, written: number, bytes: number, gzipBytes: number, brotliBytes: number }} Totals */

/** @returns {Totals} nothing counted yet */
const noTotals = () => ({ files: 0, written: 0, bytes: 0, gzipBytes: 0, brotliBytes: 0 });

/**
 * The copies of `file` worth writing (each well smaller than the file), counted into `totals`.
 * @param {string} file @param {Buffer} source @param {Buffer} gzipped @param {Buffer} brotli @param {Totals} totals
 * @returns {[string, Buffer][]}
 */
function worthKeeping(file, source, gzipped, brotli, totals) {
  totals.written++;
  totals.bytes += source.length;
  /** @type {[string, Buffer][]} */
  const copies = [];
  if (gzipped.length <= source.length * WORTH) {
    copies.push([`${file}.gz`, gzipped]);
    totals.gzipBytes += gzipped.length;
  }
  if (brotli.length <= source.length * WORTH) {
    copies.push([`${file}.br`, brotli]);
    totals.brotliBytes += brotli.length;
  }
  return copies;
}

/** Whether `file` has a copy at least as new as itself. */
const copiesFresh = (/** @type {number} */ modified, /** @type {(number | undefined)[]} */ copies) =>
  copies.some((copy) => copy !== undefined && copy >= modified);

/** @param {string} dir @returns {AsyncGenerator<string>} */
async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

const mtimeOf = async (/** @type {string} */ file) => (await stat(file).catch(() => undefined))?.mtimeMs;

/**
 * Writes `file.gz` and `file.br` beside each file of `dir` (inside the deploy tree `root`) that gets copies and
 * has none as new as itself; at most `parallel` files at once (zlib works on Node's thread pool).
 * @param {{ root: string, dir?: string, parallel?: number }} options
 * @returns {Promise<Totals>}
 */
export async function precompressTree({ root, dir = root, parallel = 4 }) {
  const totals = noTotals();
  /** @type {Set<Promise<void>>} */
  const running = new Set();
  const compress = async (/** @type {string} */ file) => {
    const source = await readFile(file);
    const [gzipped, brotli] = await Promise.all([gzipAsync(source, GZIP), brotliAsync(source, brotliOptions(source))]);
    for (const [copy, bytes] of worthKeeping(file, source, gzipped, brotli, totals)) await writeFile(copy, bytes);
  };
  for await (const file of filesUnder(dir)) {
    const relative = path.relative(root, file).split(path.sep).join('/');
    if (!getsCompressedCopies(relative)) continue;
    totals.files++;
    const modified = /** @type {number} */ (await mtimeOf(file));
    const copies = await Promise.all([mtimeOf(`${file}.gz`), mtimeOf(`${file}.br`)]);
    if (copiesFresh(modified, copies)) continue;
    const job = compress(file).finally(() => running.delete(job));
    running.add(job);
    if (running.size >= parallel) await Promise.race(running);
  }
  await Promise.all(running);
  return totals;
}

/** @param {string} dir @returns {string[]} */
function filesUnderSync(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnderSync(full) : entry.isFile() ? [full] : [];
  });
}

/**
 * `precompressTree` at once, for one remote version's folder as `publish` writes it.
 * @param {{ root: string, dir?: string }} options
 * @returns {Totals}
 */
export function precompressTreeSync({ root, dir = root }) {
  const totals = noTotals();
  const mtime = (/** @type {string} */ file) => statSync(file, { throwIfNoEntry: false })?.mtimeMs;
  for (const file of filesUnderSync(dir)) {
    if (!getsCompressedCopies(path.relative(root, file).split(path.sep).join('/'))) continue;
    totals.files++;
    if (copiesFresh(/** @type {number} */ (mtime(file)), [mtime(`${file}.gz`), mtime(`${file}.br`)])) continue;
    for (const [copy, bytes] of compressedCopies(file, readFileSync(file), totals)) writeFileSync(copy, bytes);
  }
  return totals;
}

/**
 * The `.gz` and `.br` copies of `file` (its bytes `source`) worth writing beside it, made at once: for one file a
 * server writes while it serves (a release script, tooling/site/render/releaseScripts.mjs).
 * @param {string} file @param {Buffer} source @param {Totals} [totals]
 * @returns {[string, Buffer][]}
 */
export function compressedCopies(file, source, totals = noTotals()) {
  return worthKeeping(file, source, gzipSync(source, GZIP), brotliCompressSync(source, brotliOptions(source)), totals);
}
