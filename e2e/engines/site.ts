import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const CAPTURE = 'engines-console-capture.js';

/**
 * The built deploy tree as served, with one script added first in the shell page: the console capture.
 * Everything else is a link to the real build, so the engines run exactly what players get.
 */
function deployTreeWithCapture(): string {
  const deploy = path.join(root, 'deploy');
  const tree = mkdtempSync(path.join(tmpdir(), 'm-engines-deploy-'));
  for (const entry of readdirSync(deploy)) if (entry !== 'm') symlinkSync(path.join(deploy, entry), path.join(tree, entry));
  mkdirSync(path.join(tree, 'm'));
  for (const entry of readdirSync(path.join(deploy, 'm')))
    if (entry !== 'index.html') symlinkSync(path.join(deploy, 'm', entry), path.join(tree, 'm', entry));
  const page = readFileSync(path.join(deploy, 'm', 'index.html'), 'utf8');
  if (!page.includes('<head>')) throw new Error('deploy/m/index.html has no <head>: build the site first');
  writeFileSync(path.join(tree, 'm', 'index.html'), page.replace('<head>', `<head><script src="/m/${CAPTURE}"></script>`));
  copyFileSync(path.join(here, 'consoleCapture.js'), path.join(tree, 'm', CAPTURE));
  return tree;
}

/** This machine's address on the local network: how a squad's phone reaches a laptop's site. */
export function localNetworkAddress(): string {
  const address = Object.values(networkInterfaces())
    .flat()
    .find((a) => a && a.family === 'IPv4' && !a.internal);
  if (!address)
    throw new Error('This machine has no IPv4 address other than loopback: cannot open the site as a phone on the local network does');
  return address.address;
}

export interface EngineSite {
  /** The site over plain http on the local-network address (no secure context). */
  origin: string;
  /** dev-api test hook, through the site's /wps proxy. */
  hook(name: string, data?: unknown): Promise<void>;
  stop(): Promise<void>;
}

/** dev-api (test hooks on, its own state) and the site server, as `npm start` runs them, on `port` and the next. */
export async function startSite(port: number): Promise<EngineSite> {
  const loopback = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'scripts', 'run-site.mjs')], {
    env: {
      ...process.env,
      PORT: String(port),
      DEV_API_PORT: String(port + 1),
      DEV_API_TEST_HOOKS: '1',
      DEV_API_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'm-engines-api-')),
      DEPLOY_DIR: deployTreeWithCapture(),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  // Never left running after the suite, however it ends.
  process.once('exit', () => child.kill('SIGTERM'));
  const deadline = Date.now() + 60_000;
  const fail = (reason: string) => {
    child.kill('SIGTERM');
    return new Error(reason);
  };
  for (;;) {
    if (child.exitCode !== null) throw fail(`the site server stopped (${child.exitCode}) before it answered`);
    if (Date.now() > deadline) throw fail('the site server did not answer /m/remotes.json within 60 s (is the site built?)');
    const up = await fetch(`${loopback}/m/remotes.json`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    origin: `http://${localNetworkAddress()}:${port}`,
    async hook(name, data = {}) {
      const res = await fetch(`${loopback}/wps/__test__/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(data),
      });
      if (!res.ok) throw new Error(`dev-api hook ${name}: HTTP ${res.status}`);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
