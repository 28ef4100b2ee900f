// A Redis server of the edge's own, on a unix socket in the edge's folder, kept in memory only: the state
// the workers share lives as long as the edge runs (the canary counts are also written to the deploy tree).
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * @param {{ dir: string, onExit?: (reason: string) => void }} options
 * @returns {Promise<{ socket: string, close(): void }>}
 */
export async function startRedisServer({ dir, onExit }) {
  const socket = path.join(dir, 'redis.sock');
  // A socket left by an edge that did not stop cleanly would look like this one listening.
  rmSync(socket, { force: true });
  const child = spawn(
    'redis-server',
    ['--port', '0', '--unixsocket', socket, '--unixsocketperm', '700', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  let closing = false;
  child.on('exit', (code, signal) => {
    if (!closing) onExit?.(`redis-server stopped (${signal ?? code})`);
  });
  const deadline = Date.now() + 10_000;
  while (!existsSync(socket)) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('redis-server did not start within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    socket,
    close() {
      closing = true;
      child.kill('SIGTERM');
    },
  };
}
