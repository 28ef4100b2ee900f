#!/usr/bin/env node
// The edge under load (`npm run bench:edge`): the site as `npm start` serves it (one process, HTTP/1.1) and
// as `npm run start:edge` serves it (nginx, TLS, two workers sharing Redis), over the same deploy tree, each
// with its dev-api, measured in one run:
// - cached home at 50 connections from Debian's wrk (wrk.mjs), the two alternated three times: pages/s and
//   p99, and their ratio;
// - uncached home (each request another address): server-rendered pages/s, all pages/s and p99, alternated three times;
// - 50 connections on the edge while one of its two workers is killed (SIGKILL), then during a rolling
//   restart (SIGHUP): requests that failed or did not answer 200;
// - Lighthouse (mobile) on home through the edge: `--runs` runs (5), median score, LCP and TBT.
// Results go into tooling/bench/results/edge.{json,md}.
//   node tooling/bench/edgeLoad.mjs [--seconds S] [--runs N] [--port P]
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { REPO_ROOT } from '../rspack/paths.mjs';
import { SITE_SERVER_NODE_FLAGS } from '../site/nodeFlags.mjs';
import { lighthouseRuns } from './lighthouse.mjs';
import { latencySummary } from './report.mjs';
import { wrkLoad } from './wrk.mjs';
import { RESULTS_DIR } from './results.mjs';
import { selfSignedCertificate } from './tls.mjs';

const { values } = parseArgs({ options: { seconds: { type: 'string' }, runs: { type: 'string' }, port: { type: 'string' } } });
const seconds = Number(values.seconds ?? 10);
const runs = Number(values.runs ?? 5);
const port = Number(values.port ?? 8700);
const CONNECTIONS = 50;
/** Bytes on the wire (headers included) above which a page was rendered by the server. */
const RENDERED_BYTES = 6000;
const pause = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * 50 connections on `url` for `duration` s: pages/s, latencies, and what did not answer 200. `distinct`: each
 * request asks another address (`?view=N`), so that no page cache answers it: every page is rendered, or left
 * to the browser when it waited past the render limit too long (`rendered` counts the pages of a server render's size).
 *
 * Besides the latencies of all requests, those of requests on open connections (`open`: each connection's first
 * request left out) and of the first requests alone (`opening`): a Node server accepts one connection per turn
 * of its event loop (libuv since 1.45), and a busy turn lasts as long as the work every ready socket brings, so a
 * connection opened while the server is saturated waits turns before its first request is read.
 * @param {string} url @param {number} duration @param {{ distinct?: boolean }} [options]
 */
function load(url, duration, { distinct = false } = {}) {
  return new Promise((resolve, reject) => {
    /** @type {number[]} */
    const latencies = [];
    /** @type {number[]} */
    const opening = [];
    /** @type {number[]} */
    const open = [];
    /** Connections whose first request has been answered. */
    const answered = new WeakSet();
    let rendered = 0;
    let view = 0;
    const { pathname } = new URL(url);
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration,
        timeout: 10,
        headers: { 'accept-encoding': 'gzip, br' },
        ...(distinct && { requests: [{ setupRequest: (request) => ({ ...request, path: `${pathname}?view=${view++}` }) }] }),
      },
      (error, result) =>
        error
          ? reject(error)
          : resolve({
              perSecond: result.requests.total / duration,
              renderedPerSecond: rendered / duration,
              ...latencySummary(latencies),
              open: latencySummary(open),
              opening: latencySummary(opening),
              requests: result.requests.total,
              failed: result.non2xx + result.errors + result.timeouts,
            }),
    );
    instance.on('response', (client, _status, bytes, time) => {
      latencies.push(time);
      (answered.has(client) ? open : opening).push(time);
      answered.add(client);
      // The page the browser renders alone is about 1 KB compressed; a server-rendered home, about 16 KB.
      if (bytes > RENDERED_BYTES) rendered++;
    });
  });
}

/** The pid of the edge's worker on `workerPort`, NaN while none runs. */
function workerPid(/** @type {number} */ workerPort) {
  try {
    return Number(
      execFileSync('pgrep', ['-f', `edge/worker.mjs ${workerPort}$`], { encoding: 'utf8' })
        .trim()
        .split('\n')[0],
    );
  } catch {
    return NaN;
  }
}

// The bench's certificate, which its Lighthouse Chromium trusts, serves the edge too.
const certDir = mkdtempSync(path.join(tmpdir(), 'm-bench-edge-'));
const { key, cert } = selfSignedCertificate();
writeFileSync(path.join(certDir, 'key.pem'), key);
writeFileSync(path.join(certDir, 'cert.pem'), cert);
const edge = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts', 'run-edge.mjs')], {
  env: {
    ...process.env,
    PORT: String(port),
    WORKERS: '2',
    EDGE_CERT: path.join(certDir, 'cert.pem'),
    EDGE_KEY: path.join(certDir, 'key.pem'),
    DEV_API_DATA_DIR: certDir,
    DEV_API_TEST_HOOKS: '',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  edge.stdout.on('data', (chunk) => String(chunk).includes('is up through the edge') && resolve(undefined));
  edge.once('exit', (code) => reject(new Error(`the edge exited (${code}) before it was up`)));
});
const edgeUrl = `https://localhost:${port}`;
// `npm start` as players get it (scripts/run-site.mjs, a process of its own with its own dev-api), so that neither
// site shares a process with the load generator.
const single = spawn(process.execPath, [...SITE_SERVER_NODE_FLAGS, path.join(REPO_ROOT, 'scripts', 'run-site.mjs')], {
  env: {
    ...process.env,
    PORT: String(port + 10),
    DEV_API_PORT: String(port + 11),
    DEV_API_DATA_DIR: mkdtempSync(path.join(certDir, 'single-')),
    DEV_API_TEST_HOOKS: '',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  single.stdout.on('data', (chunk) => String(chunk).includes('The /m site is up') && resolve(undefined));
  single.once('exit', (code) => reject(new Error(`npm start's site exited (${code}) before it was up`)));
});
const singleUrl = `http://localhost:${port + 10}`;

try {
  /** @typedef {'npm start' | 'edge'} SiteName */
  /** @type {[SiteName, string][]} */
  const sites = [
    ['npm start', singleUrl],
    ['edge', edgeUrl],
  ];
  /**
   * Three rounds of `measure` on each site, the order alternated so that neither always runs first.
   * @param {(url: string) => Promise<any>} measure @param {(name: SiteName, result: any) => string} describe
   */
  const alternated = async (measure, describe) => {
    /** @type {Record<SiteName, any[]>} */
    const results = { 'npm start': [], edge: [] };
    for (let round = 0; round < 3; round++)
      for (const [name, url] of round % 2 ? [...sites].reverse() : sites) {
        const result = await measure(url);
        results[name].push(result);
        console.log(describe(name, result));
      }
    return results;
  };
  const median = (/** @type {any[]} */ list, /** @type {string} */ key) =>
    list.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(list.length / 2)];
  /** Each site's median of each of `keys`. @param {Record<SiteName, any[]>} results @param {string[]} keys */
  const medians = (results, keys) => ({
    'npm start': Object.fromEntries(keys.map((key) => [key, median(results['npm start'], key)])),
    edge: Object.fromEntries(keys.map((key) => [key, median(results.edge, key)])),
  });

  for (const url of [singleUrl, edgeUrl]) await load(`${url}/m/`, 2);
  const cached = await alternated(
    (url) => wrkLoad(`${url}/m/`, seconds, CONNECTIONS),
    (name, result) =>
      `cached home, ${name}: ${Math.round(result.perSecond)} pages/s, p99 ${Math.round(result.p99)} ms, ${result.failed} failed`,
  );
  const uncached = await alternated(
    async (url) => {
      const result = await load(`${url}/m/home`, seconds, { distinct: true });
      return { ...result, openP99: result.open.p99, openingMax: result.opening.max };
    },
    (name, result) =>
      `uncached home, ${name}: ${Math.round(result.renderedPerSecond)} rendered pages/s of ${Math.round(result.perSecond)}, p99 ${Math.round(result.p99)} ms (on open connections ${Math.round(result.open.p99)} ms, a connection's first request at most ${Math.round(result.opening.max)} ms), ${result.failed} failed`,
  );

  const workerPort = port + 2;
  const victim = workerPid(workerPort);
  const killed = load(`${edgeUrl}/m/`, seconds);
  await pause(2000);
  process.kill(victim, 'SIGKILL');
  const duringKill = await killed;
  console.log(`one of two workers killed: ${duringKill.requests} requests, ${duringKill.failed} failed`);
  while (Number.isNaN(workerPid(workerPort)) || workerPid(workerPort) === victim) await pause(500);
  await pause(4000);

  const restarting = load(`${edgeUrl}/m/`, Math.max(seconds, 20));
  await pause(2000);
  edge.kill('SIGHUP');
  const duringRestart = await restarting;
  console.log(`rolling restart: ${duringRestart.requests} requests, ${duringRestart.failed} failed`);

  const lighthouse = (await lighthouseRuns({ edge: edgeUrl }, { runs })).edge ?? [];
  const results = {
    cachedHome: medians(cached, ['perSecond', 'p99']),
    uncachedHome: medians(uncached, ['renderedPerSecond', 'perSecond', 'p99', 'openP99', 'openingMax']),
    duringKill,
    duringRestart,
    lighthouse: {
      runs: lighthouse.length,
      performance: median(lighthouse, 'performance'),
      lcpMs: median(lighthouse, 'lcpMs'),
      tbtMs: median(lighthouse, 'tbtMs'),
      cls: median(lighthouse, 'cls'),
    },
  };
  const ratio = results.cachedHome.edge.perSecond / results.cachedHome['npm start'].perSecond;
  const md = [
    '# The edge under load',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on this machine (2 cores; load generator, dev-api, nginx and both workers on it), ${CONNECTIONS} connections.`,
    '',
    '| figure | npm start | edge |',
    '| --- | --- | --- |',
    `| cached home, pages/s (wrk, one thread; median of 3 × ${seconds} s) | ${Math.round(results.cachedHome['npm start'].perSecond)} | ${Math.round(results.cachedHome.edge.perSecond)} (${ratio.toFixed(1)}×) |`,
    `| cached home, p99 | ${Math.round(results.cachedHome['npm start'].p99)} ms | ${Math.round(results.cachedHome.edge.p99)} ms |`,
    `| uncached home (each request another address), server-rendered pages/s (median of 3 × ${seconds} s) | ${Math.round(results.uncachedHome['npm start'].renderedPerSecond)} | ${Math.round(results.uncachedHome.edge.renderedPerSecond)} |`,
    `| uncached home: all pages/s (past the render limit a page waits up to 250 ms, then is the browser's), p99 | ${Math.round(results.uncachedHome['npm start'].perSecond)}, ${Math.round(results.uncachedHome['npm start'].p99)} ms | ${Math.round(results.uncachedHome.edge.perSecond)}, ${Math.round(results.uncachedHome.edge.p99)} ms |`,
    `| uncached home, p99 on open connections (each connection's first request left out) | ${Math.round(results.uncachedHome['npm start'].openP99)} ms | ${Math.round(results.uncachedHome.edge.openP99)} ms |`,
    `| uncached home, slowest first request of a connection (waits for the server to accept it) | ${Math.round(results.uncachedHome['npm start'].openingMax)} ms | ${Math.round(results.uncachedHome.edge.openingMax)} ms |`,
    `| failed requests while one of two workers is killed | – | ${duringKill.failed} of ${duringKill.requests} |`,
    `| failed requests during a rolling restart | – | ${duringRestart.failed} of ${duringRestart.requests} |`,
    `| Lighthouse mobile, home (median of ${lighthouse.length}) | – | ${results.lighthouse.performance}, LCP ${Math.round(results.lighthouse.lcpMs)} ms, TBT ${Math.round(results.lighthouse.tbtMs)} ms, CLS ${results.lighthouse.cls?.toFixed(3)} |`,
    '',
  ].join('\n');
  writeFileSync(path.join(RESULTS_DIR, 'edge.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(path.join(RESULTS_DIR, 'edge.md'), md);
  console.log(`\n${md}`);
} finally {
  single.kill('SIGTERM');
  edge.kill('SIGTERM');
  await new Promise((resolve) => edge.once('exit', resolve));
  rmSync(certDir, { recursive: true, force: true });
}
