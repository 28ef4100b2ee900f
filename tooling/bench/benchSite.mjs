// The site as the bench serves it: one dev-api (no test hooks, a fresh data folder) and a site server for
// each deploy tree given: the first on `port`, the API on `port + 1`, the others after it. The sites speak
// HTTP/2 over TLS, as the CDN players reach does; the browser needs `BENCH_BROWSER_ARGS` to accept them.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSiteServer } from '../site/serve.mjs';
import { REPO_ROOT } from '../rspack/paths.mjs';
import { ACCEPT_SELF_SIGNED, selfSignedCertificate } from './tls.mjs';

/** Chromium's flags for the bench: headless in a container, and the bench's own certificate accepted. */
export const BENCH_BROWSER_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', ...ACCEPT_SELF_SIGNED];

/**
 * @param {{ port: number, deployDirs: Record<string, string> }} options  the API listens on `port + 1`
 * @returns {Promise<{ urls: Record<string, string>, close(): Promise<void> }>}
 */
export async function startBenchSite({ port, deployDirs }) {
  const apiUrl = `http://127.0.0.1:${port + 1}`;
  const api = spawn(
    process.execPath,
    [
      // dev-api loads the Node build of shared's contract and rules (shared/dist-node), chosen by this condition.
      '--conditions=dev-api',
      path.join(REPO_ROOT, 'dev-api', 'dist', 'dev-api', 'src', 'main.js'),
    ],
    {
      env: {
        ...process.env,
        DEV_API_PORT: String(port + 1),
        DEV_API_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'm-bench-')),
        DEV_API_TEST_HOOKS: '',
      },
      stdio: 'ignore',
    },
  );
  const servers = [];
  /** @type {Record<string, string>} */
  const urls = {};
  const tls = selfSignedCertificate();
  for (const [index, [name, deployDir]] of Object.entries(deployDirs).entries()) {
    const sitePort = index === 0 ? port : port + 1 + index;
    const server = await createSiteServer({ deployDir, apiUrl, tls });
    await server.listen({ port: sitePort, host: '127.0.0.1' });
    servers.push(server);
    urls[name] = `https://localhost:${sitePort}`;
  }
  for (
    let i = 0;
    i < 100 &&
    !(await fetch(`${apiUrl}/wps/system/status`).then(
      (r) => r.ok,
      () => false,
    ));
    i++
  )
    await new Promise((r) => setTimeout(r, 150));
  return {
    urls,
    async close() {
      await Promise.all(servers.map((s) => s.close()));
      api.kill();
    },
  };
}
