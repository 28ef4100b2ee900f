import { spawn, spawnSync, execFileSync, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CLI = path.join(REPO, 'tooling', 'release', 'cli.mjs');

/**
 * A copy of a deploy tree: players' reports to the suite's own site are not this tree's (its counts start at none);
 * source maps are left out (no release test reads one, none is hashed, and they are two thirds of the tree's bytes,
 * copied before every test); and so is a file the suite's site is writing right now (its counts, a release script),
 * a temporary file until it is renamed into place (tooling/release/atomicFile.mjs), which may be gone before the
 * copy reaches it.
 */
function copyTree(source: string, target: string) {
  const reportCounts = /[\\/]\.release[\\/](beacons\.json|timeline)$/;
  const beingWritten = /\.\d+\.tmp$/;
  const copied = (file: string) => !reportCounts.test(file) && !beingWritten.test(file) && !file.endsWith('.map');
  cpSync(source, target, { recursive: true, filter: copied });
}

/** The trees `publishedOnce` kept in this worker, by label, removed as the worker exits. */
const publishedTrees = new Map<string, string>();
process.once('exit', () => publishedTrees.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/**
 * A second site server over a private copy of the deploy tree, so release tests can publish, pin, break and
 * tamper with remotes without touching the tree the rest of the suite runs on. It shares the suite's dev-api.
 */
export class ReleaseSite {
  readonly deployDir = mkdtempSync(path.join(tmpdir(), 'm-release-deploy-'));
  private server?: ChildProcess;

  /**
   * `ssr`: the site renders pages on the server, as `npm start` does (the default); off, the browser renders
   * every page alone (`SSR=0`).
   */
  constructor(
    readonly port: number,
    private readonly apiUrl: string,
    private readonly ssr = true,
  ) {}

  get baseURL() {
    return `http://localhost:${this.port}`;
  }

  /** Back to a copy of the suite's deploy tree: every remote pinned at its workspace build (`<version>-workspace.<n>`). */
  resetTree() {
    this.replaceTree(path.join(REPO, 'deploy'));
  }

  /** The tree becomes a copy of `source`, as the running server sees it change. */
  private replaceTree(source: string) {
    // Each entry is moved out of the tree at once, then removed: the running server may be writing into it (its
    // release state, a report's counts), which would make a removal in place fail with ENOTEMPTY.
    const trash = mkdtempSync(path.join(tmpdir(), 'm-release-trash-'));
    for (const entry of readdirSync(this.deployDir)) renameSync(path.join(this.deployDir, entry), path.join(trash, entry));
    rmSync(trash, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
    copyTree(source, this.deployDir);
  }

  /**
   * The tree as `publish` (a `release('publish', …)` or `areaBuild`) leaves it on a tree just reset, whatever the
   * test did to it before, for tests about what comes after a publish, not the publish itself: the first such call in
   * this worker under `label` resets the tree, publishes (a production build of the area, the longest step of a
   * release test) and keeps a copy of the tree it leaves; later ones put that copy in place. `label` names what is
   * published, from which source: the same label must always publish the same.
   */
  publishedOnce(label: string, publish: () => unknown) {
    const kept = publishedTrees.get(label);
    if (kept) return this.replaceTree(kept);
    this.resetTree();
    publish();
    const copy = mkdtempSync(path.join(tmpdir(), 'm-release-published-'));
    copyTree(this.deployDir, copy);
    publishedTrees.set(label, copy);
  }

  async start() {
    this.resetTree();
    this.server = spawn(process.execPath, [path.join(REPO, 'tooling', 'site', 'serve.mjs')], {
      // No page is reused: the tests change the deploy tree's files between two page loads.
      env: {
        ...process.env,
        PORT: String(this.port),
        DEPLOY_DIR: this.deployDir,
        DEV_API_URL: this.apiUrl,
        SSR: this.ssr ? '1' : '0',
        SSR_PAGE_CACHE_MS: '0',
      },
      stdio: 'ignore',
    });
    for (let i = 0; i < 100; i++) {
      if (
        await fetch(`${this.baseURL}/m/remotes.json`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the release test site did not start');
  }

  /** Stops the site (it finishes what it serves first) and removes its tree once it has exited. */
  async stop() {
    const server = this.server;
    if (server && server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill();
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    }
    rmSync(this.deployDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
  }

  /** `pnpm release ...` against this tree; returns stdout, throws with stderr on refusal. */
  release(...args: string[]): string {
    return execFileSync(process.execPath, [CLI, ...args], {
      env: { ...process.env, DEPLOY_DIR: this.deployDir },
      encoding: 'utf8',
      stdio: 'pipe',
    });
  }

  /** `pnpm --filter <pkg> build` against this tree (a workspace build); returns its output. */
  areaBuild(pkg: string): string {
    return execFileSync('pnpm', ['--filter', pkg, 'run', 'build'], {
      cwd: REPO,
      env: { ...process.env, DEPLOY_DIR: this.deployDir },
      encoding: 'utf8',
      stdio: 'pipe',
    });
  }

  /** `pnpm release ...` against this tree, whatever its exit code. */
  run(...args: string[]): { code: number; stdout: string; stderr: string } {
    const result = spawnSync(process.execPath, [CLI, ...args], { env: { ...process.env, DEPLOY_DIR: this.deployDir }, encoding: 'utf8' });
    return { code: result.status ?? 1, stdout: result.stdout, stderr: result.stderr };
  }

  /** The error output of a release command expected to be refused. */
  refused(...args: string[]): string {
    try {
      this.release(...args);
    } catch (error) {
      return String((error as { stderr?: string }).stderr);
    }
    throw new Error(`release ${args.join(' ')} was not refused`);
  }

  /** The version the tree's release manifest pins for `area` (after `resetTree`, the workspace build's `<version>-workspace.<n>`). */
  pinned(area: string): string {
    const manifest = JSON.parse(readFileSync(this.file('m', 'remotes.json'), 'utf8')) as { remotes: Record<string, { version: string }> };
    const version = manifest.remotes[area]?.version;
    if (!version) throw new Error(`${area} is not pinned in ${this.deployDir}`);
    return version;
  }

  /**
   * The site's server render starts over, as when a shell build lands (its server build's file is touched): the
   * area code it loaded and verified before, kept in memory, is forgotten and read from the tree again.
   */
  renderAfresh() {
    const manifest = JSON.parse(readFileSync(this.file('m', 'remotes.json'), 'utf8')) as { shell?: { version: string } };
    if (!manifest.shell) throw new Error(`no pinned shell in ${this.deployDir}`);
    const now = new Date();
    utimesSync(this.file('.shell', manifest.shell.version, 'server', 'render.cjs'), now, now);
  }

  file(...parts: string[]) {
    return path.join(this.deployDir, ...parts);
  }

  /**
   * Changes a file of the tree after publishing, in every form a server sends it: as it is, and the Brotli and
   * gzip copies the build wrote beside it (tooling/edge/precompress.mjs), which the site server and the edge
   * send to browsers that take them.
   */
  change(file: string, change: (bytes: Buffer) => Buffer) {
    const changed = change(readFileSync(file));
    writeFileSync(file, changed);
    if (existsSync(`${file}.br`)) writeFileSync(`${file}.br`, brotliCompressSync(changed));
    if (existsSync(`${file}.gz`)) writeFileSync(`${file}.gz`, gzipSync(changed));
  }

  /** Modification times of every file under the given folders of the tree, to prove nothing else was rebuilt. */
  snapshot(...folders: string[]): Record<string, number> {
    const times: Record<string, number> = {};
    const visit = (p: string) => {
      const stat = statSync(p);
      if (stat.isDirectory()) readdirSync(p).forEach((e) => visit(path.join(p, e)));
      else times[path.relative(this.deployDir, p)] = stat.mtimeMs;
    };
    folders.forEach((f) => visit(this.file(f)));
    return times;
  }
}

/**
 * The tree just reset with lobby 1.1.0 published on `site` from the workspace's source, or from one whose hot games
 * row is titled `title` (lobbySourceWithHotGamesTitle), for tests about what comes after a publish: built once in
 * the worker (ReleaseSite.publishedOnce).
 */
export function publishedLobby(site: ReleaseSite, title?: string): void {
  const source = title === undefined ? [] : ['--source', lobbySourceWithHotGamesTitle(title)];
  site.publishedOnce(`lobby 1.1.0${title === undefined ? '' : ` titled ${title}`}`, () =>
    site.release('publish', 'mfe-lobby', '--version', '1.1.0', ...source),
  );
}

/**
 * A checkout of mfe-lobby with one visible text changed, as a squad's next release would be, built against
 * the workspace's installed dependencies.
 */
export function lobbySourceWithHotGamesTitle(title: string): string {
  const root = mkdtempSync(path.join(tmpdir(), 'm-lobby-src-'));
  const dir = path.join(root, 'mfe-lobby');
  mkdirSync(dir);
  for (const entry of ['src', 'package.json', 'rspack.config.mjs', 'tsconfig.json'])
    cpSync(path.join(REPO, 'mfe-lobby', entry), path.join(dir, entry), { recursive: true });
  cpSync(path.join(REPO, 'tsconfig.base.json'), path.join(root, 'tsconfig.base.json'));
  symlinkSync(path.join(REPO, 'mfe-lobby', 'node_modules'), path.join(dir, 'node_modules'));
  const locale = path.join(dir, 'src', 'locales', 'en.json');
  const texts = JSON.parse(readFileSync(locale, 'utf8')) as Record<string, string>;
  writeFileSync(locale, JSON.stringify({ ...texts, section_hot: title }, null, 2));
  return dir;
}

/**
 * A checkout of mfe-lobby built against `shared` at `version`, as a squad would build after shared's next
 * release: the same code, its node_modules the workspace's except `shared`, whose package.json says
 * `version`.
 */
export function lobbySourceBuiltAgainstShared(version: string): string {
  const dir = lobbySourceWithHotGamesTitle('Hot Games');
  rmSync(path.join(dir, 'node_modules'));
  const modules = path.join(dir, 'node_modules');
  mkdirSync(modules);
  const installed = path.join(REPO, 'mfe-lobby', 'node_modules');
  for (const entry of readdirSync(installed)) if (entry !== 'shared') symlinkSync(path.join(installed, entry), path.join(modules, entry));
  const shared = path.join(modules, 'shared');
  mkdirSync(shared);
  for (const entry of readdirSync(path.join(REPO, 'shared')))
    if (entry !== 'package.json') symlinkSync(path.join(REPO, 'shared', entry), path.join(shared, entry));
  const pkg = JSON.parse(readFileSync(path.join(REPO, 'shared', 'package.json'), 'utf8')) as { version: string };
  writeFileSync(path.join(shared, 'package.json'), JSON.stringify({ ...pkg, version }, null, 2));
  return dir;
}

/**
 * A checkout of the shell with one text of its frame changed (the header logo's label, which the server
 * renders), as the next shell release would be, built against the workspace's installed dependencies.
 */
export function shellSourceWithLogoLabel(label: string): string {
  const root = mkdtempSync(path.join(tmpdir(), 'm-shell-src-'));
  const dir = path.join(root, 'shell');
  mkdirSync(dir);
  for (const entry of ['src', 'public', 'package.json', 'rspack.config.mjs', 'tsconfig.json'])
    cpSync(path.join(REPO, 'shell', entry), path.join(dir, entry), { recursive: true });
  cpSync(path.join(REPO, 'tsconfig.base.json'), path.join(root, 'tsconfig.base.json'));
  symlinkSync(path.join(REPO, 'shell', 'node_modules'), path.join(dir, 'node_modules'));
  const locale = path.join(dir, 'src', 'locales', 'en.json');
  const texts = JSON.parse(readFileSync(locale, 'utf8')) as Record<string, string>;
  writeFileSync(locale, JSON.stringify({ ...texts, logo: label }, null, 2));
  return dir;
}
