#!/usr/bin/env node
// Gzip bytes of the JavaScript a phone downloads to show a page of the composed site (home by default),
// grouped by the package that served it. Usage: node scripts/first-load.mjs [BASE_URL] [PATH] [--json]
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../e2e/package.json', import.meta.url));
/** @type {typeof import('@playwright/test')} */
const { chromium } = require('@playwright/test');
const [base = 'http://localhost:8080', path = '/m/home'] = process.argv.slice(2).filter((a) => !a.startsWith('--'));

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'],
});
const page = await (await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
const scripts = [];
page.on('response', async (response) => {
  const url = new URL(response.url());
  if (!url.pathname.endsWith('.js') || !response.ok()) return;
  scripts.push(response.body().then((body) => ({ path: url.pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length })));
});
await page.goto(base + path);
await page.locator('[data-remote]').first().waitFor({ timeout: 30000 });
await page.waitForLoadState('networkidle');
const files = await Promise.all(scripts);
await browser.close();

const owner = (p) => (p.startsWith('/remotes/') ? `mfe-${p.split('/')[2]}` : 'shell');
const groups = {};
for (const f of files) {
  const g = (groups[owner(f.path)] ??= { files: 0, raw: 0, gzip: 0 });
  g.files += 1;
  g.raw += f.raw;
  g.gzip += f.gzip;
}
const total = files.reduce((sum, f) => sum + f.gzip, 0);
if (process.argv.includes('--json')) console.log(JSON.stringify({ path, total, groups, files }, null, 2));
else {
  console.log(`First load of ${path}: ${(total / 1024).toFixed(1)} KB of gzipped JavaScript in ${files.length} files`);
  for (const [name, g] of Object.entries(groups))
    console.log(
      `  ${name.padEnd(16)} ${String(g.files).padStart(3)} files  ${(g.gzip / 1024).toFixed(1).padStart(7)} KB gz  (${(g.raw / 1024).toFixed(0)} KB raw)`,
    );
}
