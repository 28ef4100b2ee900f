// The site as the bench serves it: one dev-api (no test hooks, a fresh data folder) and a site server for
// each site given: the first on `port`, the API on `port + 1`, the others after it. The sites speak
// HTTP/2 over TLS, as the CDN players reach does; the browser needs `benchBrowserArgs()` to trust them.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSiteServer, warmUp } from '../site/serve.mjs';
import { REPO_ROOT } from '../rspack/paths.mjs';
import { selfSignedCertificate, trustCertificateFlags } from './tls.mjs';

/** Chromium's flags for the bench: headless in a container, and the bench's own certificate trusted. */
export const benchBrowserArgs = () => [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  ...trustCertificateFlags(selfSignedCertificate().cert),
];

/**
 * One dev-api on `port` with a fresh data folder and no test hooks, resolved once it answers.
 * @param {number} port
 * @returns {Promise<{ url: string, close(): void }>}
 */
export async function startDevApi(port) {
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'm-bench-'));
  // dev-api loads the Node build of shared's contract and rules (shared/dist-node), chosen by this condition.
  const api = spawn(process.execPath, ['--conditions=dev-api', path.join(REPO_ROOT, 'dev-api', 'dist', 'dev-api', 'src', 'main.js')], {
    env: { ...process.env, DEV_API_PORT: String(port), DEV_API_DATA_DIR: dataDir, DEV_API_TEST_HOOKS: '' },
    stdio: 'ignore',
  });
  const answers = () =>
    fetch(`${url}/wps/system/status`).then(
      (r) => r.ok,
      () => false,
    );
  for (let i = 0; i < 100 && !(await answers()); i++) await new Promise((r) => setTimeout(r, 150));
  return {
    url,
    close() {
      api.kill();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * @typedef {{ deployDir: string, ssr?: boolean }} BenchSiteOptions  `ssr`: the first view rendered on the server
 * @param {{ port: number, sites: Record<string, BenchSiteOptions> }} options  the API listens on `port + 1`
 * @returns {Promise<{ urls: Record<string, string>, apiUrl: string, close(): Promise<void> }>}
 */
export async function startBenchSite({ port, sites }) {
  const api = await startDevApi(port + 1);
  const servers = [];
  /** @type {Record<string, string>} */
  const urls = {};
  const tls = selfSignedCertificate();
  for (const [index, [name, { deployDir, ssr }]] of Object.entries(sites).entries()) {
    const sitePort = index === 0 ? port : port + 1 + index;
    const options = { deployDir, apiUrl: api.url, tls, ssr: ssr === true };
    const server = await createSiteServer(options);
    // As npm start: home rendered once before the first player (the first measured load is not a cold render).
    await warmUp(server);
    await server.listen({ port: sitePort, host: '127.0.0.1' });
    servers.push(server);
    urls[name] = `https://localhost:${sitePort}`;
  }
  return {
    urls,
    apiUrl: api.url,
    async close() {
      await Promise.all(servers.map((s) => s.close()));
      api.close();
    },
  };
}
