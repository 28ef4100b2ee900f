#!/usr/bin/env node
// Runs the composed site: dev-api on PORT+1 (loopback only) and the site server on PORT (default 8080),
// which serves the deploy tree and proxies /wps to dev-api. Stops both on Ctrl-C or SIGTERM.
import { startDevApi } from '../tooling/site/devApiProcess.mjs';
import { createSiteServer, stopSiteServer, warmUp } from '../tooling/site/serve.mjs';
import { DEV_AREAS_BY_DEFAULT } from '../tooling/site/devRemotes.mjs';

const port = Number(process.env.PORT ?? 8080);
const apiPort = Number(process.env.DEV_API_PORT ?? port + 1);

const api = await startDevApi({
  port: apiPort,
  onExit: (reason) => {
    console.error(reason);
    process.exit(1);
  },
});
const site = await createSiteServer({ apiUrl: api.url });
await warmUp(site);
await site.listen({ port, host: '0.0.0.0' });
const modes = [
  process.env.DEV_API_TEST_HOOKS === '1' && 'test hooks on',
  DEV_AREAS_BY_DEFAULT && 'dev areas on: pages through a dev server on this machine run its build',
];
console.log(
  `\n  The /m site is up: http://localhost:${port}/m/   (dev-api ${api.url}${modes
    .filter(Boolean)
    .map((mode) => `, ${mode}`)
    .join('')})\n`,
);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    // The pages under way finish (a client that never reads is cut off) before the backend goes.
    await stopSiteServer(site);
    api.close();
    process.exit(0);
  });
}
