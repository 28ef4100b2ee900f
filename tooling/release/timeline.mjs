// How an area's figures moved: one point per version and minute with reports, of the window's counts at that
// minute (loads, failures, and the p75 of LCP, INP and CLS so far), written by the collector as it counts and
// read by the release service (GET /v1/timeline) for the console's charts. `.release/timeline/<area>.json`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stateDir } from './audit.mjs';
import { figuresOf } from './vitals.mjs';
import { writeFileAtomic } from './atomicFile.mjs';

/** Points kept per area: a day of minutes for a pin and a canary. */
export const MAX_POINTS = 2880;

/**
 * @typedef {{ at: string, version: string, role: 'stable' | 'canary', loads: number, failures: number, samples: number,
 *   lcp: number | null, inp: number | null, cls: number | null }} TimelinePoint
 */

/** @param {string} deployDir @param {string} area */
const timelineFile = (deployDir, area) => path.join(stateDir(deployDir), 'timeline', `${area}.json`);

/**
 * @param {string} deployDir @param {string} area
 * @returns {TimelinePoint[]}
 */
export function readTimeline(deployDir, area) {
  const file = timelineFile(deployDir, area);
  if (!existsSync(file)) return [];
  try {
    const points = JSON.parse(readFileSync(file, 'utf8'));
    return Array.isArray(points) ? points : [];
  } catch {
    return [];
  }
}

/**
 * Record the figures of the pinned version and a running canary at this minute (replacing the minute's point
 * of the same version, so a minute holds its last figures).
 * @param {string} deployDir @param {string} area
 * @param {import('./canaryStats.mjs').AreaStats} stats  the area's counts in the window now open
 * @param {{ pinned: string, canary: string | null, now?: number }} o
 */
export function recordTimeline(deployDir, area, stats, { pinned, canary, now = Date.now() }) {
  const at = new Date(Math.floor(now / 60_000) * 60_000).toISOString();
  const points = readTimeline(deployDir, area);
  for (const [version, role] of /** @type {const} */ ([
    [pinned, 'stable'],
    [canary, 'canary'],
  ])) {
    const counts = version ? stats.versions[version] : undefined;
    if (!version || !counts) continue;
    const { samples, lcp, inp, cls } = figuresOf(counts.vitals);
    /** @type {TimelinePoint} */
    const point = { at, version, role, loads: counts.loads, failures: counts.failures, samples, lcp, inp, cls };
    const same = points.findIndex((p) => p.at === at && p.version === version);
    if (same >= 0) points[same] = point;
    else points.push(point);
  }
  const file = timelineFile(deployDir, area);
  writeFileAtomic(file, JSON.stringify(points.slice(-MAX_POINTS)));
}
