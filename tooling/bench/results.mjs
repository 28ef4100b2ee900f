// tooling/bench/results/latest.{json,md}: the browser runs and the load run each replace their own part of the
// report and keep the other's, so `npm run bench` and `npm run bench:load` can run apart.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderReport } from './report.mjs';

export const RESULTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');

/**
 * Merges `parts` into results/latest.json and rewrites results/latest.md from it; returns the Markdown.
 * @param {Record<string, unknown>} parts
 */
export function updateResults(parts) {
  const jsonFile = path.join(RESULTS_DIR, 'latest.json');
  const previous = existsSync(jsonFile) ? JSON.parse(readFileSync(jsonFile, 'utf8')) : {};
  // A report of the two-build bench (before the three variants) has nothing the new one can keep.
  const kept = previous.variants ? previous : {};
  const report = { ...kept, ...parts };
  const markdown = renderReport(report);
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(jsonFile, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(path.join(RESULTS_DIR, 'latest.md'), `${markdown}\n`);
  return markdown;
}
