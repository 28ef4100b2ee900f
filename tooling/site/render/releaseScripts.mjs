// The release a server-rendered page runs, as a script of its own: `/m/releases/release.<hash>.js`, named by its
// content and loaded with its SHA-384 from the page's head. Every page of a release names the same file, so a
// player's browser downloads it once per release rather than once per page, and the page's HTML is ~1.4 KB
// (gzip) lighter. The file is written into the deploy tree the first time a release is seen (the site server's
// and the edge's static files, so any worker sharing the tree serves it, versioned for a year) and never
// rewritten: its name is its content.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compressedCopies } from '../../edge/precompress.mjs';
import { writeFileAtomic } from '../../release/atomicFile.mjs';
import { scriptSafeJson } from './pageTemplate.mjs';

/** The global the script sets and the shell's start-up reads (shell/src/startup/firstViewHandover.ts). */
export const RELEASE_GLOBAL = 'mRelease';

/** Where the scripts are, inside the deploy tree, and the address they are served at. */
export const RELEASE_SCRIPTS_DIR = path.join('m', 'releases');
const RELEASE_SCRIPTS_PATH = '/m/releases/';

/** @typedef {{ src: string, integrity: string }} ReleaseScript  what the page's script element names */

/**
 * The script's text for a release as the browser gets it.
 * @param {unknown} browserRelease
 */
export const releaseScriptText = (browserRelease) => `self.${RELEASE_GLOBAL}=${scriptSafeJson(browserRelease)};\n`;

/**
 * The release scripts of one deploy tree: `scriptFor` gives the script element's address and hash for a release,
 * writing its file (and its Brotli and gzip forms) when the tree does not hold it yet. Undefined when it cannot:
 * a file of that name with other content (8 hex digits of a hash can collide) or a tree it cannot write to; the
 * page then carries its release itself.
 * @param {{ deployDir: string, log?: (line: string) => void, maxKept?: number }} options
 */
export function createReleaseScripts({ deployDir, log = () => {}, maxKept = 64 }) {
  /** What this process made of each release text it met: its script, or none. @type {Map<string, ReleaseScript | undefined>} */
  const known = new Map();

  /** @param {string} text @returns {ReleaseScript | undefined} */
  function place(text) {
    const bytes = Buffer.from(text);
    const digest = createHash('sha384').update(bytes).digest();
    const name = `release.${digest.subarray(0, 4).toString('hex')}.js`;
    const file = path.join(deployDir, RELEASE_SCRIPTS_DIR, name);
    const script = { src: `${RELEASE_SCRIPTS_PATH}${name}`, integrity: `sha384-${digest.toString('base64')}` };
    try {
      if (existsSync(file)) {
        if (readFileSync(file).equals(bytes)) return script;
        log(`server render: ${file} holds another release; pages carry theirs inline`);
        return undefined;
      }
      // The compressed forms first, as a build makes them: the static files answer with one as soon as the script
      // itself exists.
      for (const [copy, compressed] of compressedCopies(file, bytes)) writeFileAtomic(copy, compressed);
      writeFileAtomic(file, bytes);
      return script;
    } catch (error) {
      log(`server render: no release script (${error instanceof Error ? error.message : error}); pages carry theirs inline`);
      return undefined;
    }
  }

  /**
   * @param {unknown} browserRelease the release as the page hands it to the browser
   * @returns {ReleaseScript | undefined}
   */
  function scriptFor(browserRelease) {
    const text = releaseScriptText(browserRelease);
    if (known.has(text)) {
      const script = known.get(text);
      // A build or a cleaned tree may have taken the file away since: it is written again.
      if (!script || existsSync(path.join(deployDir, script.src.slice(1)))) return script;
    }
    const script = place(text);
    if (known.size >= maxKept) known.clear();
    known.set(text, script);
    return script;
  }

  return { scriptFor };
}
