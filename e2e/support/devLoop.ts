import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO } from './releaseSite';

/** Resolves once `url` answers 200, polling every 100 ms; rejects after `withinMs`. */
async function answering(url: string, withinMs: number, what: string): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not answer ${url} within ${withinMs} ms`);
}

/** Stops `child` and waits for it to exit (at most 5 s). */
async function stopped(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill();
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
}

/**
 * A squad's dev loop on one machine, as docs/developing.md tells it: the composed site with dev areas on
 * (`DEV_AREAS=1`, over the suite's deploy tree and dev-api) and the lobby's dev server, on a port of its own, in
 * front of it. The dev server runs from a copy of mfe-lobby (its node_modules the workspace's), so a test edits
 * the copy's texts and never the workspace's.
 */
export class LobbyDevLoop {
  private sourceDir = '';
  private site?: ChildProcess;
  private devServer?: ChildProcess;
  private readonly output: string[] = [];

  constructor(
    readonly sitePort: number,
    readonly devServerPort: number,
    private readonly apiUrl: string,
  ) {}

  /** Where the developer opens the composed site: the dev server's address. */
  get baseURL() {
    return `http://localhost:${this.devServerPort}`;
  }

  get siteURL() {
    return `http://127.0.0.1:${this.sitePort}`;
  }

  async start() {
    this.sourceDir = lobbyCopy();
    this.site = spawn(process.execPath, [path.join(REPO, 'tooling', 'site', 'serve.mjs')], {
      env: { ...process.env, PORT: String(this.sitePort), DEV_API_URL: this.apiUrl, DEV_AREAS: '1', SSR_PAGE_CACHE_MS: '0' },
      stdio: 'ignore',
    });
    const cli = path.join(this.sourceDir, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
    this.devServer = spawn(process.execPath, [cli, 'serve', '--mode', 'development', '--port', String(this.devServerPort)], {
      cwd: this.sourceDir,
      env: { ...process.env, COMPOSED_SITE_URL: this.siteURL, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [this.devServer.stdout, this.devServer.stderr])
      stream?.on('data', (chunk: Buffer) => this.output.push(String(chunk)));
    await Promise.all([
      answering(`${this.siteURL}/m/remotes.json`, 20_000, 'the dev areas site'),
      answering(`http://127.0.0.1:${this.devServerPort}/remoteEntry.js`, 40_000, 'the lobby dev server'),
    ]);
  }

  /** What the dev server has printed so far. */
  devServerOutput(): string {
    return this.output.join('');
  }

  /** Saves `text` as the lobby's English text `key`, as a squad engineer's editor would. */
  saveText(key: string, text: string) {
    const file = path.join(this.sourceDir, 'src', 'locales', 'en.json');
    const texts = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    writeFileSync(file, `${JSON.stringify({ ...texts, [key]: text }, null, 2)}\n`);
  }

  async stop() {
    await Promise.all([stopped(this.devServer), stopped(this.site)]);
    if (this.sourceDir) rmSync(path.dirname(this.sourceDir), { recursive: true, force: true });
  }
}

/** A copy of mfe-lobby's sources; its node_modules links every installed package of the workspace's. */
function lobbyCopy(): string {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'm-lobby-dev-')), 'mfe-lobby');
  for (const entry of ['src', 'package.json', 'rspack.config.mjs', 'tsconfig.json'])
    cpSync(path.join(REPO, 'mfe-lobby', entry), path.join(dir, entry), { recursive: true });
  cpSync(path.join(REPO, 'tsconfig.base.json'), path.join(path.dirname(dir), 'tsconfig.base.json'));
  // A folder of its own (the build writes its cache there), linking each package.
  const installed = path.join(REPO, 'mfe-lobby', 'node_modules');
  mkdirSync(path.join(dir, 'node_modules'));
  for (const entry of readdirSync(installed))
    if (entry !== '.cache') symlinkSync(path.join(installed, entry), path.join(dir, 'node_modules', entry));
  return dir;
}
