#!/usr/bin/env node
// The server render under load (`npm run bench:load`, or `npm run bench -- --load`): dev-api and one site
// server with `ssr: true` in a child process, over a temporary copy of the deploy tree. After a warm-up,
// /m/home is asked with 50 concurrent connections, bounded in requests and time: latency p50/p95/p99 and
// requests per second, first with the page cache `npm start` has, then on a server without it (every request
// rendered). Then the memory run on that server (every request a render): 10 000 requests in batches; between batches one area's pin
// alternates between two published versions through the release tooling (the current build, published
// twice under release versions of its own), and the server's resident set (/proc/<pid>/status) and heap are
// sampled after a gc. Results go into tooling/bench/results/latest.{json,md}.
//   node tooling/bench/renderLoad.mjs [--requests N] [--seconds S] [--connections C] [--memory-requests N]
//     [--batches B] [--no-build]
import { fork } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { readManifest, readRegistry } from '../release/files.mjs';
import { publish } from '../release/publish.mjs';
import { pin } from '../release/release.mjs';
import { DEPLOY_DIR } from '../rspack/paths.mjs';
import { SITE_SERVER_NODE_FLAGS } from '../site/nodeFlags.mjs';
import { startDevApi } from './benchSite.mjs';
import { buildComposedSite } from './buildSite.mjs';
import { numberOption } from './options.mjs';
import { isServerRendered, latencySummary, memoryTrend } from './report.mjs';
import { updateResults } from './results.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Resident set size in bytes from the text of /proc/<pid>/status (its `VmRSS: N kB` line). */
export function vmRssBytes(status) {
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
  if (!match) throw new Error('no VmRSS line in the process status');
  return Number(match[1]) * 1024;
}

/** `total` requests split into `batches` batches as even as whole numbers allow. */
export function batchSizes(total, batches) {
  const count = Math.max(1, Math.min(batches, total));
  return Array.from({ length: count }, (_, i) => Math.floor(((i + 1) * total) / count) - Math.floor((i * total) / count));
}

/**
 * A version of `version` not in `taken`: the same release with a `-load.N` pre-release tag (a workspace build's
 * `-workspace.N`, which is never published, left out).
 */
export function loadVersion(version, taken) {
  const release = version.replace(/-workspace\.\d+$/, '');
  for (let n = 1; ; n++) if (!taken.includes(`${release}-load.${n}`)) return `${release}-load.${n}`;
}

/**
 * `amount` requests to `url` over `connections` connections, stopped after `maxSeconds` whatever is left.
 * @returns {Promise<{ latencies: number[], seconds: number, non2xx: number, errors: number, timeouts: number }>}
 */
function hit({ url, connections, amount, maxSeconds = 600 }) {
  return new Promise((resolve, reject) => {
    /** @type {number[]} */
    const latencies = [];
    const started = Date.now();
    // autocannon refuses more connections than requests (a small batch).
    const instance = autocannon({ url, connections: Math.min(connections, amount), amount, timeout: 30 }, (error, result) => {
      clearTimeout(timer);
      if (error) return reject(error);
      resolve({
        latencies,
        seconds: (Date.now() - started) / 1000,
        non2xx: result.non2xx,
        errors: result.errors,
        timeouts: result.timeouts,
      });
    });
    instance.on('response', (_client, _statusCode, _bytes, responseTime) => latencies.push(responseTime));
    const timer = setTimeout(() => instance.stop(), maxSeconds * 1000);
  });
}

/** Starts the child site server and resolves once it listens, with a way to sample its memory. */
async function startRenderServer({ deployDir, apiUrl, port, pageCacheMs, maxRenders }) {
  const child = fork(path.join(here, 'renderServer.mjs'), [], {
    execArgv: ['--expose-gc', ...SITE_SERVER_NODE_FLAGS],
    env: { ...process.env, M_RENDER_SERVER: JSON.stringify({ deployDir, apiUrl, port, pageCacheMs, maxRenders }) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the site server exited (${code}) before it listened`)));
  });
  return {
    /** RSS from /proc and heap in use, right after a gc in the server. */
    async sample() {
      const reply = new Promise((resolve, reject) => {
        const exited = (code) => reject(new Error(`the site server exited (${code}) during the memory run`));
        child.once('exit', exited);
        child.once('message', (message) => {
          child.off('exit', exited);
          resolve(message);
        });
      });
      child.send('sample');
      const { heapUsed, overloaded } = /** @type {{ heapUsed: number, overloaded: number }} */ (await reply);
      return { rssBytes: vmRssBytes(readFileSync(`/proc/${child.pid}/status`, 'utf8')), heapBytes: heapUsed, overloaded };
    },
    close() {
      return new Promise((resolve) => {
        child.once('exit', resolve);
        child.disconnect();
        setTimeout(() => child.kill(), 5000).unref();
      });
    },
  };
}

/**
 * @param {{ port: number, requests?: number, maxSeconds?: number, connections?: number, warmup?: number,
 *   memoryRequests?: number, batches?: number, area?: string, log?: (line: string) => void }} options
 */
export async function renderLoad({
  port,
  requests = 5000,
  maxSeconds = 60,
  connections = 50,
  warmup = 200,
  memoryRequests = 10_000,
  batches = 20,
  area = 'lobby',
  log = console.log,
}) {
  const deployDir = mkdtempSync(path.join(tmpdir(), 'm-load-'));
  const api = await startDevApi(port + 1);
  /** @type {Awaited<ReturnType<typeof startRenderServer>> | undefined} */
  let server;
  try {
    cpSync(DEPLOY_DIR, deployDir, { recursive: true, filter: (source) => !source.endsWith(`${path.sep}.release${path.sep}lock`) });
    const current = readManifest(deployDir).remotes[area]?.version;
    if (!current) throw new Error(`${area} has no pin in ${DEPLOY_DIR}: run the build first`);
    // Two releases of the current build to alternate between (a workspace build is never pinned by hand).
    const taken = Object.keys(readRegistry(deployDir).remotes[area]?.versions ?? {});
    const first = loadVersion(current, taken);
    const second = loadVersion(current, [...taken, first]);
    for (const version of [first, second])
      publish({ deployDir, remote: area, version, command: `bench load run: publish mfe-${area} --version ${version}`, log });

    const url = `http://127.0.0.1:${port}/m/home`;
    /**
     * The load on a fresh server: with the page cache `npm start` has (undefined), or with none (0); with the
     * limit of renders at once `npm start` has (undefined), or none (every request rendered by the server).
     */
    const loadOn = async (/** @type {number | undefined} */ pageCacheMs, /** @type {number | undefined} */ maxRenders) => {
      const started = await startRenderServer({ deployDir, apiUrl: api.url, port, pageCacheMs, maxRenders });
      server = started;
      const serverRendered = isServerRendered(await fetch(url).then((r) => r.text()));
      await hit({ url, connections: 10, amount: warmup });
      const before = (await started.sample()).overloaded;
      const what =
        pageCacheMs !== 0 ? 'with the page cache' : maxRenders === undefined ? 'no page cache, the render limit' : 'every request rendered';
      log(`load (${what}): ${requests} requests to ${url} over ${connections} connections (at most ${maxSeconds} s) ...`);
      const result = await hit({ url, connections, amount: requests, maxSeconds });
      const latencyMs = latencySummary(result.latencies);
      const leftToBrowser = (await started.sample()).overloaded - before;
      log(
        `load (${what}): ${result.latencies.length} answers in ${result.seconds.toFixed(1)} s, p50 ${Math.round(latencyMs.p50)} ms, p95 ${Math.round(latencyMs.p95)} ms, p99 ${Math.round(latencyMs.p99)} ms, ${leftToBrowser} left to the browser`,
      );
      return { serverRendered, result, latencyMs, started, leftToBrowser };
    };
    const cached = await loadOn(undefined, undefined);
    const { serverRendered, result: load, latencyMs } = cached;
    await cached.started.close();
    // Past the render limit a page is the browser's: what players get from one process under this load.
    const limited = await loadOn(0, undefined);
    await limited.started.close();
    // The memory run renders every page: a cached page would say nothing of the render's memory.
    const uncached = await loadOn(0, 100_000);
    const renderServer = uncached.started;

    const samples = [{ requests: 0, ...(await renderServer.sample()) }];
    let done = 0;
    let pins = 0;
    let non2xx = 0;
    let errors = 0;
    for (const [index, size] of batchSizes(memoryRequests, batches).entries()) {
      const batch = await hit({ url, connections, amount: size });
      done += size;
      non2xx += batch.non2xx;
      errors += batch.errors;
      pin({ deployDir, area, version: index % 2 ? first : second, command: `bench load run: pin ${area}` });
      pins++;
      samples.push({ requests: done, ...(await renderServer.sample()) });
      const last = samples.at(-1);
      log(
        `memory: ${done} requests, RSS ${((last?.rssBytes ?? 0) / 2 ** 20).toFixed(1)} MB, heap ${((last?.heapBytes ?? 0) / 2 ** 20).toFixed(1)} MB`,
      );
    }
    return {
      date: new Date().toISOString().slice(0, 10),
      connections,
      requests,
      maxSeconds,
      warmup,
      serverRendered: serverRendered && uncached.serverRendered,
      completed: load.latencies.length,
      seconds: load.seconds,
      latencyMs,
      requestsPerSecond: load.latencies.length / load.seconds,
      non2xx: load.non2xx,
      errors: load.errors,
      timeouts: load.timeouts,
      limited: {
        completed: limited.result.latencies.length,
        seconds: limited.result.seconds,
        latencyMs: limited.latencyMs,
        requestsPerSecond: limited.result.latencies.length / limited.result.seconds,
        leftToBrowser: limited.leftToBrowser,
        non2xx: limited.result.non2xx,
      },
      uncached: {
        completed: uncached.result.latencies.length,
        seconds: uncached.result.seconds,
        latencyMs: uncached.latencyMs,
        requestsPerSecond: uncached.result.latencies.length / uncached.result.seconds,
      },
      memory: {
        requests: done,
        batches: samples.length - 1,
        area,
        versions: [first, second],
        pins,
        non2xx,
        errors,
        samples,
        rss: memoryTrend(samples, 'rssBytes'),
        heap: memoryTrend(samples, 'heapBytes'),
      },
    };
  } finally {
    await server?.close();
    api.close();
    rmSync(deployDir, { recursive: true, force: true });
  }
}

/** Runs the load run with the options on the command line and writes its part of the results. */
export async function renderLoadFromArgs(
  /** @type {string[]} */ args,
  { port = Number(process.env.BENCH_PORT ?? 8090), build = true } = {},
) {
  if (build && !args.includes('--no-build')) buildComposedSite();
  const started = Date.now();
  const load = await renderLoad({
    port,
    requests: numberOption(args, '--requests', 5000),
    maxSeconds: numberOption(args, '--seconds', 60),
    connections: numberOption(args, '--connections', 50),
    memoryRequests: numberOption(args, '--memory-requests', 10_000),
    batches: numberOption(args, '--batches', 20),
  });
  console.log(`the load run took ${Math.round((Date.now() - started) / 1000)} s`);
  const markdown = updateResults({ load });
  console.log(`\n${markdown}\n\nwritten to tooling/bench/results/latest.{json,md}`);
  return load;
}

if (import.meta.url === `file://${process.argv[1]}`) await renderLoadFromArgs(process.argv.slice(2));
