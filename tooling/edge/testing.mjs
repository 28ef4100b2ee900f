// A throwaway Redis for tests of the state several workers share (Debian's redis-server, which `npm test`
// installs with the edge's other packages).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startRedisServer } from './redisServer.mjs';

export async function throwawayRedis() {
  const dir = mkdtempSync(path.join(tmpdir(), 'm-redis-'));
  const server = await startRedisServer({ dir });
  return {
    socket: server.socket,
    close() {
      server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
