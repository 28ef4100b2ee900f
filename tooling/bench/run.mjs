#!/usr/bin/env node
// `npm run bench`: builds the composed site and its one-bundle baseline, serves three variants over one
// dev-api — the composed site server-rendered (`ssr`, and `member`: the same site to a signed-in player) and
// client-rendered (`csr`), and the one bundle (`monolith`, client-rendered) — loads home on each as a phone on
// slow 4G (cold-cache runs, interleaved, each followed by a repeat visit with the cache warm), runs Lighthouse
// on each but `member` (Lighthouse opens pages signed out), and writes the figures
// with the ratios between the variants to tooling/bench/results/latest.{json,md}.
//   node tooling/bench/run.mjs [--runs N] [--lighthouse-runs N | --no-lighthouse] [--load] [--no-build]
// --load also runs the server render's load and memory run (renderLoad.mjs, its options pass through).
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEPLOY_DIR, REPO_ROOT } from '../rspack/paths.mjs';
import { benchBrowserArgs, startBenchSite } from './benchSite.mjs';
import { buildMonolith } from './buildMonolith.mjs';
import { buildComposedSite } from './buildSite.mjs';
import { measureHome } from './measure.mjs';
import { BENCH_PLAYER, loginSession } from './session.mjs';
import { numberOption, runOrder } from './options.mjs';
import { renderLoadFromArgs } from './renderLoad.mjs';
import { LIGHTHOUSE_FIGURES, REPEAT_FIGURES, summarise, VARIANTS } from './report.mjs';
import { updateResults } from './results.mjs';
import { homeHtmlGzipBytes } from './pageBytes.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const runs = numberOption(args, '--runs', 5);
const lighthouseRunCount = args.includes('--no-lighthouse') ? 0 : numberOption(args, '--lighthouse-runs', 3);
const port = Number(process.env.BENCH_PORT ?? 8090);
const monolithDir = path.join(here, '.out', 'monolith');
const variants = VARIANTS.map((v) => v.key);

if (!args.includes('--no-build')) {
  buildComposedSite();
  console.log(`built the one-bundle baseline in ${((await buildMonolith(monolithDir)) / 1000).toFixed(1)} s`);
}

const site = await startBenchSite({
  port,
  sites: {
    ssr: { deployDir: DEPLOY_DIR, ssr: true },
    csr: { deployDir: DEPLOY_DIR, ssr: false },
    monolith: { deployDir: monolithDir, ssr: false },
  },
});
const { urls } = site;
const homeHtml = await homeHtmlGzipBytes(urls.ssr ?? '');
console.log(`home's HTML in gzip: ${homeHtml.renderedBytes} B rendered for a request, ${homeHtml.keptBytes} B as kept`);
// The signed-in variant: the server-rendered site, on a device where `player01` has logged in.
const session = await loginSession(site.apiUrl, BENCH_PLAYER);
const urlOf = (/** @type {string} */ variant) => (variant === 'member' ? urls.ssr : urls[variant]) ?? '';

const require = createRequire(path.join(REPO_ROOT, 'e2e', 'package.json'));
const { chromium } = require('@playwright/test');
/** @type {Record<string, Awaited<ReturnType<typeof measureHome>>[]>} */
const results = Object.fromEntries(variants.map((v) => [v, []]));
let lighthouse;
try {
  const started = Date.now();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: benchBrowserArgs() });
  try {
    for (let run = 0; run < runs; run++) {
      for (const variant of runOrder(variants, run)) {
        // The composed site registers its service worker; the one-bundle build has none.
        const figures = await measureHome(browser, urlOf(variant), undefined, {
          worker: variant !== 'monolith',
          session: variant === 'member' ? session : undefined,
        });
        results[variant]?.push(figures);
        console.log(
          `run ${run + 1}/${runs} ${variant.padEnd(8)} JS ${(figures.firstLoadJsBytes / 1024).toFixed(1)} KB  LCP ${Math.round(figures.lcpMs)} ms  ` +
            `switch ${Math.round(figures.areaSwitchMs)} ms  repeat LCP ${Math.round(figures.repeat.lcpMs)} ms`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`browser runs took ${Math.round((Date.now() - started) / 1000)} s`);

  if (lighthouseRunCount) {
    // Loaded only when asked for: Lighthouse is a large module tree.
    const { lighthouseRuns } = await import('./lighthouse.mjs');
    const lighthouseStarted = Date.now();
    const lighthouseResults = await lighthouseRuns(urls, { runs: lighthouseRunCount });
    const seconds = (Date.now() - lighthouseStarted) / 1000;
    console.log(`Lighthouse took ${Math.round(seconds)} s`);
    const version = createRequire(import.meta.url)('lighthouse/package.json').version;
    const date = new Date().toISOString().slice(0, 10);
    lighthouse = {
      date,
      version,
      runs: lighthouseRunCount,
      seconds,
      summary: summarise(lighthouseResults, LIGHTHOUSE_FIGURES),
      results: lighthouseResults,
    };
  }
} finally {
  await site.close();
}

const markdown = updateResults({
  date: new Date().toISOString().slice(0, 10),
  runs,
  variants,
  serverRendered: Object.fromEntries(Object.entries(results).map(([variant, list]) => [variant, list.every((r) => r.serverRendered)])),
  workerReady: Object.fromEntries(Object.entries(results).map(([variant, list]) => [variant, list.filter((r) => r.workerReady).length])),
  summary: summarise(results),
  repeat: summarise(
    Object.fromEntries(Object.entries(results).map(([variant, list]) => [variant, list.map((r) => r.repeat)])),
    REPEAT_FIGURES,
  ),
  results,
  homeHtml,
  ...(lighthouse ? { lighthouse } : {}),
});
console.log(`\n${markdown}\n\nwritten to tooling/bench/results/latest.{json,md}`);

if (args.includes('--load')) await renderLoadFromArgs(args, { port, build: false });
