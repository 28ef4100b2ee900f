#!/usr/bin/env node
// Runs the composed site: dev-api on PORT+1 (loopback only) and the site server on PORT (default 8080),
// which serves the deploy tree and proxies /wps to dev-api. Stops both on Ctrl-C or SIGTERM.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSiteServer, stopSiteServer } from '../tooling/site/serve.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 8080);
const apiPort = Number(process.env.DEV_API_PORT ?? port + 1);
const apiUrl = `http://127.0.0.1:${apiPort}`;

const api = spawn(
  process.execPath,
  [
    // dev-api loads the Node build of shared's contract and rules (shared/dist-node), chosen by this condition.
    '--conditions=dev-api',
    path.join(root, 'dev-api', 'dist', 'dev-api', 'src', 'main.js'),
  ],
  {
    env: { ...process.env, DEV_API_PORT: String(apiPort) },
    stdio: 'inherit',
  },
);
api.on('exit', (code, signal) => {
  if (!stopping) {
    console.error(`dev-api stopped (${signal ?? code})`);
    process.exit(1);
  }
});

async function waitForApi(deadline = Date.now() + 20000) {
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${apiUrl}/wps/system/status`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error('dev-api did not start within 20 s');
}

let stopping = false;
await waitForApi();
const site = await createSiteServer({ apiUrl });
await site.listen({ port, host: '0.0.0.0' });
console.log(
  `\n  The /m site is up: http://localhost:${port}/m/   (dev-api ${apiUrl}${process.env.DEV_API_TEST_HOOKS === '1' ? ', test hooks on' : ''})\n`,
);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    stopping = true;
    // The pages under way finish (a client that never reads is cut off) before the backend goes.
    await stopSiteServer(site);
    api.kill('SIGTERM');
    process.exit(0);
  });
}
