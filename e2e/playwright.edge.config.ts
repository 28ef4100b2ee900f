import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EDGE_DEPLOY_DIR, EDGE_PORT, EDGE_URL } from './edge/edgeSite';
import { CHROMIUM_LAUNCH } from './support/chromiumLaunch';

/**
 * The edge suite: the site as `npm run start:edge` serves it (nginx with TLS and HTTP/2 in front of two
 * site-server workers sharing Redis), over a copy of the deploy tree of its own. One worker: its tests kill
 * and restart the edge's workers.
 */
export default defineConfig({
  testDir: './edge',
  outputDir: 'test-results/edge',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: true,
  reporter: [['list']],
  use: {
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    baseURL: EDGE_URL,
    // The edge's certificate is made at its start for localhost.
    ignoreHTTPSErrors: true,
    locale: 'en-US',
    launchOptions: CHROMIUM_LAUNCH,
  },
  webServer: {
    command: 'node edge/startEdge.mjs',
    url: `${EDGE_URL}/m/remotes.json`,
    ignoreHTTPSErrors: true,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(EDGE_PORT),
      WORKERS: '2',
      EDGE_DEPLOY_DIR,
      DEV_API_TEST_HOOKS: '1',
      DEV_API_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'm-e2e-edge-')),
    },
  },
});
