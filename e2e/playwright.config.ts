import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? 8180);
export const baseURL = `http://localhost:${port}`;

/** Against the composed production build, served exactly as `npm start` serves it, with test hooks on. */
export default defineConfig({
  testDir: './tests',
  outputDir: `test-results/${port}`,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // One dev-api state is shared by the whole run and tests reset it: run serially.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    baseURL,
    locale: 'en-US',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: {
    command: 'node ../scripts/run-site.mjs',
    url: `${baseURL}/m/remotes.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: {
      PORT: String(port),
      DEV_API_PORT: String(port + 1),
      DEV_API_TEST_HOOKS: '1',
      DEV_API_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'm-e2e-')),
    },
  },
});
