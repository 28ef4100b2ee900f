// Load and failure counts per remote version, as players' browsers report them to the collector
// (collector.mjs), and the rule that aborts a canary failing more often than the version it is measured
// against. The counts of an area start over with each canary (its window), so the two versions are compared
// over the same time.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stateDir } from './audit.mjs';

/** @typedef {{ loads: number, failures: number }} Counts */
/** @typedef {{ window: string, versions: Record<string, Counts> }} AreaStats */
/** @typedef {Record<string, AreaStats>} Stats */

/** What a beacon may say happened: the remote loaded, or failed to load, to verify, to render. */
export const BEACON_KINDS = Object.freeze(['loaded', 'load', 'integrity', 'render']);

/** @param {string} deployDir */
export const statsFile = (deployDir) => path.join(stateDir(deployDir), 'beacons.json');

/**
 * @param {string} deployDir
 * @returns {Stats}
 */
export function readStats(deployDir) {
  const file = statsFile(deployDir);
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
}

/**
 * @param {string} deployDir
 * @param {Stats} stats
 */
export function writeStats(deployDir, stats) {
  const file = statsFile(deployDir);
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify(stats));
  renameSync(temp, file);
}

/**
 * Count one beacon. A failure counts as a sample too (a load that did not succeed); a render failure follows
 * a load already counted.
 * @param {Stats} stats
 * @param {{ area: string, version: string, kind: string, window: string }} beacon
 */
export function count(stats, { area, version, kind, window }) {
  if (stats[area]?.window !== window) stats[area] = { window, versions: {} };
  const counts = (stats[area].versions[version] ??= { loads: 0, failures: 0 });
  if (kind !== 'render') counts.loads++;
  if (kind !== 'loaded') counts.failures++;
}

/** @param {Counts | undefined} c */
export const failureRate = (c) => (c && c.loads ? Math.min(1, c.failures / c.loads) : 0);

/**
 * Why the canary must be aborted, or null while it may run: once it has `minSample` loads, its failure rate
 * may exceed the stable version's by at most `margin` percentage points.
 * @param {{ canary?: Counts, stable?: Counts }} counts
 * @param {{ margin: number, minSample: number }} rule
 */
export function abortReason({ canary, stable }, { margin, minSample }) {
  if (!canary || canary.loads < minSample) return null;
  const excess = (failureRate(canary) - failureRate(stable)) * 100;
  if (excess <= margin) return null;
  const pct = (/** @type {number} */ r) => `${(r * 100).toFixed(1)} %`;
  return `canary failure rate ${pct(failureRate(canary))} over ${canary.loads} loads against ${pct(failureRate(stable))} for the stable version: more than ${margin} points worse`;
}

/** The window of an area's counts: the running canary, or the pin alone. */
export const windowOf = (/** @type {{ at: string } | null} */ canary, /** @type {string} */ pinned) =>
  canary ? `canary ${canary.at}` : `pin ${pinned}`;

/**
 * The figures `status` shows for a running canary.
 * @param {string} deployDir
 * @param {string} area
 * @param {{ version: string, at: string }} canary
 * @param {string} pinned
 */
export function canaryReport(deployDir, area, canary, pinned) {
  const stats = readStats(deployDir)[area];
  const versions = stats?.window === windowOf(canary, pinned) ? stats.versions : {};
  const zero = { loads: 0, failures: 0 };
  return { canaryCounts: versions[canary.version] ?? zero, stableCounts: versions[pinned] ?? zero };
}

/**
 * The pinned version's load and failure counts as players reported them since its window opened (its pin,
 * or the running canary's start): the stable version's failure rate, which `status` shows for every area.
 * @param {string} deployDir
 * @param {string} area
 * @param {{ at: string } | null} canary
 * @param {string} pinned
 */
export function pinReport(deployDir, area, canary, pinned) {
  const stats = readStats(deployDir)[area];
  return (stats?.window === windowOf(canary, pinned) ? stats.versions[pinned] : undefined) ?? { loads: 0, failures: 0 };
}
