#!/usr/bin/env node
// One site-server worker behind the edge (run by workerPool.mjs): the site server `npm start` runs, on a
// loopback port, believing the forwarded headers of the edge only, with the state workers share in Redis
// when the pool names one. It takes traffic only once warm: it renders home once before it listens, so the
// server builds are loaded and checked and no player meets the slow first render. Its pages leave whole when
// rendered within a hold, so a worker that dies is retried elsewhere by the edge. It tells its pool when it
// listens, and on SIGTERM stops taking connections and lets the pages under way finish.
import { createSiteServer, stopSiteServer, warmUp } from '../site/serve.mjs';
import { DEPLOY_DIR } from '../rspack/paths.mjs';
import { sharedStateFrom } from '../site/sharedState.mjs';

const port = Number(process.env.WORKER_PORT);
const apiUrl = String(process.env.DEV_API_URL);
const sharedState = await sharedStateFrom(process.env.REDIS_URL, { deployDir: DEPLOY_DIR });
/**
 * A page rendered within this leaves in one piece, so a worker that dies under it has sent nothing and the edge
 * asks another. Uncached pages at 12 at once on one worker of this 2-core machine: whole after 72 ms at the
 * median, 236 ms at most; alone, 47 ms at most.
 */
const HOLD_HEAD_MS = 300;
// Players' site behind the edge: never a developer's (dev areas off whatever the environment says).
const site = await createSiteServer({ apiUrl, trustProxy: '127.0.0.1', sharedState, devAreas: false, holdHeadMs: HOLD_HEAD_MS });
await warmUp(site, (line) => console.error(`worker ${port}: ${line}`));
await site.listen({ port, host: '127.0.0.1' });
process.send?.({ type: 'ready', port });

/** @type {Promise<void> | undefined} */
let stopping;
const stop = () =>
  (stopping ??= (async () => {
    await stopSiteServer(site);
    await sharedState.close();
    process.exit(0);
  })());
process.once('SIGTERM', stop);
// The pool is gone (its process was killed): no worker outlives it holding its port.
process.once('disconnect', stop);
