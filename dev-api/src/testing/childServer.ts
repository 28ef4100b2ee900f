import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, realpathSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PACKAGE_DIR } from '../config.js';
import { httpClient, type Call } from './http.js';

/**
 * Builds dev-api with the package's own tsc config into a temp folder (linked to dev-api's node_modules so
 * its packages resolve), leaving dist/ alone. Returns the folder and the path of the built main.js.
 */
export async function buildServer(): Promise<{ dir: string; entry: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'dev-api-build-'));
  symlinkSync(join(PACKAGE_DIR, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const outDir = join(dir, 'out');
  // The built server loads shared's Node build (shared/dist-node), which a clean clone has not built yet.
  await promisify(execFile)(process.execPath, [
    tsc,
    '-p',
    join(realpathSync(join(PACKAGE_DIR, 'node_modules', 'shared')), 'tsconfig.node.json'),
  ]);
  await promisify(execFile)(process.execPath, [
    tsc,
    '-p',
    join(PACKAGE_DIR, 'tsconfig.build.json'),
    '--outDir',
    outDir,
    '--sourceMap',
    'false',
  ]);
  return { dir, entry: join(outDir, 'dev-api', 'src', 'main.js') };
}

export interface ChildServer {
  child: ChildProcess;
  baseUrl: string;
  call: Call;
  /** SIGKILL: no shutdown handler, no final flush. */
  kill9(): Promise<void>;
  /** SIGTERM: the normal shutdown. */
  stop(): Promise<void>;
}

const LISTENING = /dev-api listening on (http:\/\/\S+)\/wps/;

/** Starts a built dev-api on an ephemeral port with test hooks on, and waits until it listens. */
export async function startServer(entry: string, dataDir: string, timeoutMs = 15_000): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--conditions=dev-api', entry], {
    env: { ...process.env, DEV_API_PORT: '0', DEV_API_DATA_DIR: dataDir, DEV_API_TEST_HOOKS: '1', DEV_API_LOG: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`dev-api did not start within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = LISTENING.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`dev-api exited (${signal ?? code}) before listening:\n${output}`));
    });
  });
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return { child, baseUrl, call: httpClient(baseUrl), kill9: () => end('SIGKILL'), stop: () => end('SIGTERM') };
}
