#!/usr/bin/env node
// npm run start:edge: the deploy tree served as a deployment serves it. nginx in front (TLS, HTTP/2, the
// files with their precompressed copies) and WORKERS site-server workers behind it (default: one per core),
// sharing their state in a Redis of the edge's own when there are several, with dev-api on PORT+1 and the
// workers on PORT+2…  PORT is the edge's https port (default 8443). EDGE_CERT and EDGE_KEY name a real
// certificate; without them one is made for localhost and this machine's addresses.
// SIGHUP restarts the workers one at a time; Ctrl-C or SIGTERM stops everything, pages under way first.
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { availableParallelism, networkInterfaces } from 'node:os';
import path from 'node:path';
import { FAIL_TIMEOUT_S, nginxConfig } from '../tooling/edge/nginxConfig.mjs';
import { startRedisServer } from '../tooling/edge/redisServer.mjs';
import { startWorkerPool } from '../tooling/edge/workerPool.mjs';
import { DEPLOY_DIR, REPO_ROOT } from '../tooling/rspack/paths.mjs';
import { startDevApi } from '../tooling/site/devApiProcess.mjs';
import { writeSelfSignedCertificate } from '../tooling/site/selfSigned.mjs';

const port = Number(process.env.PORT ?? 8443);
const workers = Math.max(1, Number(process.env.WORKERS ?? availableParallelism()));
const dir = path.join(REPO_ROOT, '.edge', String(port));
// nginx's workers (not this user when it is root) write request bodies and buffers here.
for (const kind of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
  mkdirSync(path.join(dir, 'tmp', kind), { recursive: true });
  chmodSync(path.join(dir, 'tmp', kind), 0o777);
}
chmodSync(path.join(dir, 'tmp'), 0o755);

/** @type {Awaited<ReturnType<typeof startDevApi>> | undefined} */
let api;
/** @type {Awaited<ReturnType<typeof startRedisServer>> | undefined} */
let redis;
/** @type {ReturnType<typeof startWorkerPool> | undefined} */
let pool;
/** @type {import('node:child_process').ChildProcess | undefined} */
let nginx;
let stopping = false;
/** Stops what has started: nginx finishes what it is sending, the workers the pages under way; then the backend and the state go. */
const stopEverything = async () => {
  stopping = true;
  nginx?.kill('SIGQUIT');
  await pool?.stop();
  redis?.close();
  api?.close();
};
// A start that fails part way leaves nothing of it running (a dev-api, a Redis, workers holding their ports).
const fail = (/** @type {string} */ reason) => {
  console.error(reason);
  if (stopping) return;
  void stopEverything().finally(() => process.exit(1));
};
const addresses = Object.values(networkInterfaces())
  .flat()
  .flatMap((address) => (address && !address.internal ? [address.address] : []));
const certificate =
  process.env.EDGE_CERT && process.env.EDGE_KEY
    ? { cert: path.resolve(process.env.EDGE_CERT), key: path.resolve(process.env.EDGE_KEY) }
    : writeSelfSignedCertificate({ dir, hosts: ['localhost', '127.0.0.1', ...addresses] });

const ports = Array.from({ length: workers }, (_, index) => port + 2 + index);
await (async () => {
  api = await startDevApi({ port: port + 1, onExit: fail });
  redis = workers > 1 ? await startRedisServer({ dir, onExit: fail }) : undefined;
  pool = startWorkerPool({ ports, env: { DEV_API_URL: api.url, REDIS_URL: redis?.socket }, settleMs: (FAIL_TIMEOUT_S + 1) * 1000 });
  await pool.ready;
})().catch((/** @type {unknown} */ error) => {
  fail(`the edge did not start: ${error instanceof Error ? error.message : error}`);
  // Nothing more starts: `fail` exits once what did start has stopped.
  return new Promise(() => undefined);
});

const config = path.join(dir, 'nginx.conf');
const runningAsRoot = process.getuid?.() === 0;
writeFileSync(
  config,
  nginxConfig({
    prefix: dir,
    deployDir: DEPLOY_DIR,
    port,
    workers: ports.map((workerPort) => ({ host: '127.0.0.1', port: workerPort })),
    certificate,
    // nginx's own workers never run as root; Debian has no group "nobody".
    user: runningAsRoot ? 'nobody nogroup' : undefined,
  }),
);
nginx = spawn('nginx', ['-p', dir, '-c', config], { stdio: 'inherit' });
nginx.on('exit', (code, signal) => {
  if (!stopping) fail(`nginx stopped (${signal ?? code}): see ${path.join(dir, 'error.log')}`);
});
const listening = () =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    }).on('error', () => resolve(false));
  });
for (const deadline = Date.now() + 10_000; !(await listening()); await new Promise((resolve) => setTimeout(resolve, 100)))
  if (Date.now() > deadline) fail(`nginx is not listening on ${port} after 10 s: see ${path.join(dir, 'error.log')}`);
console.log(
  `\n  The /m site is up through the edge: https://localhost:${port}/m/   (${workers} worker${workers > 1 ? 's' : ''}${redis ? ' sharing Redis' : ''}, dev-api ${api?.url})\n`,
);

process.on('SIGHUP', () => {
  void pool?.rollingRestart().then(
    () => console.log('edge: every worker replaced'),
    (error) => console.error(`edge: the rolling restart stopped: ${error.message}`),
  );
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await stopEverything();
    process.exit(0);
  });
}
