#!/usr/bin/env node
// `npm run bench`: builds the composed site and its one-bundle baseline, serves both over the same dev-api,
// loads home on each as a phone on slow 4G (several cold-cache runs, interleaved), and writes the figures
// with the federation tax to tooling/bench/results/latest.{json,md}.
//   node tooling/bench/run.mjs [--runs N] [--no-build]
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEPLOY_DIR, REPO_ROOT } from '../rspack/paths.mjs';
import { BENCH_BROWSER_ARGS, startBenchSite } from './benchSite.mjs';
import { buildMonolith } from './buildMonolith.mjs';
import { measureHome } from './measure.mjs';
import { markdownTable, summarise } from './report.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 5;
const port = Number(process.env.BENCH_PORT ?? 8090);
const monolithDir = path.join(here, '.out', 'monolith');

if (!args.includes('--no-build')) {
  const built = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts', 'build.mjs')], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
  console.log(`built the one-bundle baseline in ${((await buildMonolith(monolithDir)) / 1000).toFixed(1)} s`);
}

const site = await startBenchSite({ port, deployDirs: { composed: DEPLOY_DIR, monolith: monolithDir } });
const { urls } = site;

const { chromium } = createRequire(path.join(REPO_ROOT, 'e2e', 'package.json'))('@playwright/test');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: BENCH_BROWSER_ARGS });
const results = { composed: [], monolith: [] };
try {
  for (let run = 0; run < runs; run++) {
    // Alternate which build goes first, so a noisy moment of the machine does not always hit the same one.
    for (const variant of run % 2 ? ['monolith', 'composed'] : ['composed', 'monolith']) {
      const figures = await measureHome(browser, urls[variant] ?? '');
      results[variant].push(figures);
      console.log(
        `run ${run + 1}/${runs} ${variant.padEnd(8)} JS ${(figures.firstLoadJsBytes / 1024).toFixed(1)} KB  LCP ${Math.round(figures.lcpMs)} ms  switch ${Math.round(figures.areaSwitchMs)} ms`,
      );
    }
  }
} finally {
  await browser.close();
  await site.close();
}

const summary = summarise(results);
const date = new Date().toISOString().slice(0, 10);
const table = markdownTable(summary, { runs, date });
mkdirSync(path.join(here, 'results'), { recursive: true });
writeFileSync(path.join(here, 'results', 'latest.json'), `${JSON.stringify({ date, runs, summary, results }, null, 2)}\n`);
writeFileSync(path.join(here, 'results', 'latest.md'), `${table}\n`);
console.log(`\n${table}\n\nwritten to tooling/bench/results/latest.{json,md}`);
