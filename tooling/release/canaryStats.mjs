// Load and failure counts per remote version, as players' browsers report them to the collector
// (collector.mjs), and the rule that aborts a canary failing more often than the version it is measured
// against. The counts of an area start over with each canary (its window), so the two versions are compared
// over the same time.
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomicAsync } from './atomicFile.mjs';
import { stateDir } from './audit.mjs';
import { MAX_ROUTES, VITALS, vitalsSummary } from './vitals.mjs';

/** @typedef {{ loads: number, failures: number, vitals?: import('./vitals.mjs').VersionVitals }} Counts */
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

/** The last write queued per counts file: each starts after the one before, so two never share the temporary file. */
const writing = new Map();

/**
 * Queues a write of the counts file after those queued before it: `body` is called when its turn comes.
 * @param {string} file @param {() => Promise<string>} body
 * @returns {Promise<void>}
 */
function queueWrite(file, body) {
  const write = async () => writeFileAtomicAsync(file, await body());
  const written = (writing.get(file) ?? Promise.resolve()).then(write, write);
  writing.set(file, written);
  const settled = () => {
    if (writing.get(file) === written) writing.delete(file);
  };
  written.then(settled, settled);
  return written;
}

/**
 * Changes the counts on disk off the event loop (a site server does this while it serves pages: a synchronous
 * rename took ~9 ms on some file systems, every request waiting meanwhile): after every change of the same file
 * queued before it, `update` gets the counts as they are on disk then and answers what to write.
 * @param {string} deployDir
 * @param {(current: Stats) => Stats} update
 * @returns {Promise<void>}
 */
export function updateStats(deployDir, update) {
  const file = statsFile(deployDir);
  return queueWrite(file, async () => {
    /** @type {Stats} */
    const current = await readFile(file, 'utf8').then(JSON.parse, () => ({}));
    return JSON.stringify(update(current));
  });
}

/**
 * Writes `stats` as they are at the call, off the event loop and in turn, as `updateStats` does.
 * @param {string} deployDir
 * @param {Stats} stats
 * @returns {Promise<void>}
 */
export function writeStats(deployDir, stats) {
  const text = JSON.stringify(stats);
  return queueWrite(statsFile(deployDir), async () => text);
}

/** Settles once every change of the counts queued so far is on disk. @param {string} deployDir */
export const statsWritten = (deployDir) =>
  (writing.get(statsFile(deployDir)) ?? Promise.resolve()).then(
    () => undefined,
    () => undefined,
  );

/**
 * The counter fields a load report adds: a load, a failure, or both (a failure counts as a sample too: a load
 * that did not succeed); a render failure follows a load already counted.
 * @param {{ version: string, kind: string }} beacon
 */
export function beaconFields({ version, kind }) {
  return [...(kind !== 'render' ? [`${version}:loads`] : []), ...(kind !== 'loaded' ? [`${version}:failures`] : [])];
}

/**
 * Add `n` to one counter field of an area's counts: `<version>:loads`, `<version>:failures`, and the vitals'
 * `<version>:vitals:n`, `<version>:vitals:<vital>:<bucket>` and the same under `<version>:route:<route>:`.
 * The processes that share counts in Redis keep these fields as they are, and read them back with this.
 * @param {AreaStats} stats @param {string} field @param {number} n
 */
export function addField(stats, field, n) {
  const [version = '', scope, ...rest] = field.split(':');
  const counts = (stats.versions[version] ??= { loads: 0, failures: 0 });
  if (scope === 'loads' || scope === 'failures') {
    counts[scope] += n;
    return;
  }
  const vitals = (counts.vitals ??= { samples: 0, hist: {}, routes: {} });
  /** @type {import('./vitals.mjs').VitalsCounts} */
  let target = vitals;
  if (scope === 'route') {
    const route = /** @type {string} */ (rest.shift());
    if (!vitals.routes[route] && Object.keys(vitals.routes).length >= MAX_ROUTES) return;
    target = vitals.routes[route] ??= { samples: 0, hist: {} };
  } else if (scope !== 'vitals') return;
  const [vital, bucket] = rest;
  if (vital === 'n') target.samples += n;
  else if (vital && bucket !== undefined && /** @type {readonly string[]} */ (VITALS).includes(vital)) {
    const hist = (target.hist[/** @type {import('./vitals.mjs').Vital} */ (vital)] ??= {});
    hist[bucket] = (hist[bucket] ?? 0) + n;
  }
}

/**
 * Count one report's fields into its area's counts, which start over when the window is not the one counted.
 * @param {Stats} stats
 * @param {{ area: string, window: string, fields: string[] }} counted
 */
export function countFields(stats, { area, window, fields }) {
  if (stats[area]?.window !== window) stats[area] = { window, versions: {} };
  for (const field of fields) addField(/** @type {AreaStats} */ (stats[area]), field, 1);
  return /** @type {AreaStats} */ (stats[area]);
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

/** The counts of an area in the window now open (the running canary's, or the pin's), or none. */
function countsNow(
  /** @type {string} */ deployDir,
  /** @type {string} */ area,
  /** @type {{ at: string } | null} */ canary,
  /** @type {string} */ pinned,
) {
  const stats = readStats(deployDir)[area];
  return stats?.window === windowOf(canary, pinned) ? stats.versions : {};
}
/** @param {Counts | undefined} c @returns {Counts} */
const loadCounts = (c) => ({ loads: c?.loads ?? 0, failures: c?.failures ?? 0 });

/**
 * The figures `status` shows for a running canary.
 * @param {string} deployDir
 * @param {string} area
 * @param {{ version: string, at: string }} canary
 * @param {string} pinned
 */
export function canaryReport(deployDir, area, canary, pinned) {
  const versions = countsNow(deployDir, area, canary, pinned);
  return { canaryCounts: loadCounts(versions[canary.version]), stableCounts: loadCounts(versions[pinned]) };
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
  return loadCounts(countsNow(deployDir, area, canary, pinned)[pinned]);
}

/**
 * What players felt on the pinned version and on a running canary since the window opened: p75 of each vital,
 * overall and per route, with the number of page views measured.
 * @param {string} deployDir
 * @param {string} area
 * @param {{ version: string, at: string } | null} canary
 * @param {string} pinned
 */
export function vitalsReport(deployDir, area, canary, pinned) {
  const versions = countsNow(deployDir, area, canary, pinned);
  return { stable: vitalsSummary(versions[pinned]?.vitals), canary: canary ? vitalsSummary(versions[canary.version]?.vitals) : null };
}
