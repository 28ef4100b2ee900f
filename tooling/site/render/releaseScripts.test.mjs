import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createReleaseScripts, RELEASE_GLOBAL, RELEASE_SCRIPTS_DIR, releaseScriptText } from './releaseScripts.mjs';

const release = (version) => ({
  remotes: { lobby: { version, entry: `/remotes/lobby/${version}/remoteEntry.js`, integrity: { entry: `sha384-${'b'.repeat(64)}` } } },
});

const trees = [];
const deployTree = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'm-release-scripts-'));
  trees.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of trees.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const fileOf = (deployDir, src) => path.join(deployDir, src.slice(1));

/** The script of `release`, which must be made. @returns {import('./releaseScripts.mjs').ReleaseScript} */
const made = (scripts, release) => {
  const script = scripts.scriptFor(release);
  if (!script) throw new Error('no release script');
  return script;
};

describe('release scripts', () => {
  it('writes a release once as a script named by its content, with its SHA-384, its gzip and Brotli forms', () => {
    const deployDir = deployTree();
    const scripts = createReleaseScripts({ deployDir });
    const script = made(scripts, release('1.0.0'));
    expect(script.src).toMatch(/^\/m\/releases\/release\.[0-9a-f]{8}\.js$/);
    const file = fileOf(deployDir, script.src);
    const bytes = readFileSync(file);
    expect(script.integrity).toBe(`sha384-${createHash('sha384').update(bytes).digest('base64')}`);
    expect(gunzipSync(readFileSync(`${file}.gz`)).equals(bytes)).toBe(true);
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(bytes)).toBe(true);
    const written = statSync(file).mtimeMs;
    expect(scripts.scriptFor(release('1.0.0'))).toEqual(script);
    expect(createReleaseScripts({ deployDir }).scriptFor(release('1.0.0'))).toEqual(script);
    expect(statSync(file).mtimeMs).toBe(written);
    expect(scripts.scriptFor(release('1.1.0'))?.src).not.toBe(script.src);
  });

  it('sets the global the shell reads, whatever the release holds', () => {
    const hostile = { remotes: { lobby: { version: '</script><!--\u2028', entry: "'; alert(1); '" } } };
    const context = { self: {} };
    runInNewContext(releaseScriptText(hostile), context);
    // The shell's start-up reads this name (shell/src/startup/firstViewHandover.test.ts pins the same).
    expect(RELEASE_GLOBAL).toBe('mRelease');
    expect(context.self[RELEASE_GLOBAL]).toEqual(hostile);
  });

  it('writes a script again when a build or a clean-up took it away', () => {
    const deployDir = deployTree();
    const scripts = createReleaseScripts({ deployDir });
    const script = made(scripts, release('1.0.0'));
    rmSync(path.join(deployDir, RELEASE_SCRIPTS_DIR), { recursive: true });
    expect(scripts.scriptFor(release('1.0.0'))).toEqual(script);
    expect(readFileSync(fileOf(deployDir, script.src), 'utf8')).toBe(releaseScriptText(release('1.0.0')));
  });

  it('leaves the release in the page when the name holds another release, or the tree cannot be written', () => {
    const deployDir = deployTree();
    const script = made(createReleaseScripts({ deployDir }), release('1.0.0'));
    writeFileSync(fileOf(deployDir, script.src), releaseScriptText(release('9.9.9')));
    const lines = [];
    expect(createReleaseScripts({ deployDir, log: (line) => lines.push(line) }).scriptFor(release('1.0.0'))).toBeUndefined();
    expect(lines.join('\n')).toContain('holds another release');

    // The scripts' folder cannot be made (a file is in its place).
    const blocked = deployTree();
    mkdirSync(path.join(blocked, 'm'));
    writeFileSync(path.join(blocked, RELEASE_SCRIPTS_DIR), '');
    expect(createReleaseScripts({ deployDir: blocked }).scriptFor(release('1.0.0'))).toBeUndefined();
  });
});
