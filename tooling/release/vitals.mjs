// Web Vitals as players' browsers measure them (POST /__release/vitals, collector.mjs): one report per page
// view, of its LCP, INP, CLS, FCP and TTFB, with the route and the area versions on the page. Each version's
// figures are kept as histograms (buckets 5 % wide), overall and per route, from which the p75 is read, and a
// canary is aborted when what players feel on it is worse than on the version it replaces: LCP p75 slower by
// more than a margin, INP p75 or CLS p75 past Google's "good" limit (and worse than the stable version's).
import { bodyObject, isReleaseVersion } from './beaconBody.mjs';

/** The measures of a report: milliseconds, except CLS (a unitless score). */
export const VITALS = Object.freeze(/** @type {const} */ (['lcp', 'inp', 'cls', 'fcp', 'ttfb']));
/** @typedef {typeof VITALS[number]} Vital */

/** How a canary's vitals are judged when its pin gave no figures of its own. */
export const VITALS_RULE = Object.freeze({ lcpMargin: 20, inpLimit: 200, clsLimit: 0.1 });

/** Bucket width: each bucket's upper bound is 5 % above the one before, so a p75 is read within 5 %. */
const GROWTH = 1.05;
const LOG_GROWTH = Math.log(GROWTH);
/** CLS is kept in thousandths, so that its buckets are as fine as the milliseconds' of the others. */
const scaleOf = (/** @type {Vital} */ vital) => (vital === 'cls' ? 1000 : 1);
const LIMITS = Object.freeze({ lcp: 120_000, inp: 120_000, cls: 50, fcp: 120_000, ttfb: 120_000 });
const ROUTE = /^\/m(\/[A-Za-z0-9_.-]{1,40}){0,4}\/?$/;
/** A version keeps figures for at most this many routes: a report of one more counts for the version alone. */
export const MAX_ROUTES = 80;

/**
 * @typedef {{ route: string, versions: Record<string, string>, ssr: boolean, installed: boolean } & Partial<Record<Vital, number>>} VitalsReport
 * @typedef {Partial<Record<Vital, Record<string, number>>>} Histograms  vital → bucket → page views
 * @typedef {{ samples: number, hist: Histograms }} VitalsCounts
 * @typedef {VitalsCounts & { routes: Record<string, VitalsCounts> }} VersionVitals
 * @typedef {{ samples: number } & Record<Vital, number | null>} VitalsFigures  p75 of each, null without a sample
 */

/** @param {number} value @param {Vital} vital */
export const bucketOf = (value, vital) => {
  const scaled = value * scaleOf(vital);
  return scaled <= 0 ? 0 : Math.max(1, Math.ceil(Math.log(scaled) / LOG_GROWTH));
};
/** The upper bound of a bucket, in the vital's unit: bucket 0 holds nothing but 0. @param {number} bucket @param {Vital} vital */
export const bucketValue = (bucket, vital) => (bucket <= 0 ? 0 : GROWTH ** bucket) / scaleOf(vital);

/**
 * A report's fields when it is well formed, otherwise null. Measures the browser could not take are left out.
 * @param {unknown} body
 * @param {readonly string[]} areas
 * @returns {VitalsReport | null}
 */
export function parseVitals(body, areas) {
  const doc = bodyObject(body);
  if (!doc) return null;
  const { route, versions, ssr, installed } = doc;
  if (typeof route !== 'string' || !ROUTE.test(route)) return null;
  if (typeof ssr !== 'boolean' || typeof installed !== 'boolean') return null;
  if (!versions || typeof versions !== 'object' || Array.isArray(versions)) return null;
  const entries = Object.entries(versions);
  if (!entries.length || entries.some(([area, v]) => !areas.includes(area) || !isReleaseVersion(v))) return null;
  /** @type {VitalsReport} */
  const report = { route, versions: /** @type {Record<string, string>} */ (versions), ssr, installed };
  for (const vital of VITALS) {
    const value = /** @type {Record<string, unknown>} */ (doc)[vital];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > LIMITS[vital]) return null;
    report[vital] = value;
  }
  return VITALS.some((vital) => report[vital] !== undefined) ? report : null;
}

/**
 * The counter fields one report adds to a version's counts (canaryStats.mjs `addField`): a sample and each
 * measure's bucket, for the version and for its route.
 * @param {string} version @param {VitalsReport} report @param {boolean} withRoute
 */
export function vitalsFields(version, report, withRoute) {
  const scopes = [`${version}:vitals`, ...(withRoute ? [`${version}:route:${report.route}`] : [])];
  const fields = [];
  for (const scope of scopes) {
    fields.push(`${scope}:n`);
    for (const vital of VITALS) {
      const value = report[vital];
      if (value !== undefined) fields.push(`${scope}:${vital}:${bucketOf(value, vital)}`);
    }
  }
  return fields;
}

/**
 * The p75 of a histogram: the upper bound of the bucket where three quarters of its page views are reached.
 * @param {Record<string, number> | undefined} hist @param {Vital} vital
 * @returns {number | null}
 */
export function p75(hist, vital) {
  const buckets = Object.entries(hist ?? {})
    .map(([bucket, n]) => /** @type {[number, number]} */ ([Number(bucket), n]))
    .sort((a, b) => a[0] - b[0]);
  const total = buckets.reduce((sum, [, n]) => sum + n, 0);
  if (!total) return null;
  let seen = 0;
  for (const [bucket, n] of buckets) {
    seen += n;
    if (seen >= total * 0.75) return round(bucketValue(bucket, vital), vital);
  }
  return null;
}
const round = (/** @type {number} */ value, /** @type {Vital} */ vital) =>
  vital === 'cls' ? Math.round(value * 1000) / 1000 : Math.round(value);

/** @param {VitalsCounts | undefined} counts @returns {VitalsFigures} */
export function figuresOf(counts) {
  const figures = /** @type {VitalsFigures} */ ({ samples: counts?.samples ?? 0 });
  for (const vital of VITALS) figures[vital] = p75(counts?.hist[vital], vital);
  return figures;
}

/** What `status` shows of a version: its p75s overall and per route. @param {VersionVitals | undefined} vitals */
export function vitalsSummary(vitals) {
  if (!vitals) return null;
  return { ...figuresOf(vitals), routes: Object.fromEntries(Object.entries(vitals.routes).map(([route, c]) => [route, figuresOf(c)])) };
}

/**
 * Why the canary must be aborted for what players feel on it, or null while it may run: once both versions
 * have `minSample` page views with vitals, its LCP p75 may be at most `lcpMargin` % slower than the stable
 * version's, and its INP p75 and CLS p75 may pass `inpLimit` and `clsLimit` only where the stable version's do too.
 * @param {{ canary?: VitalsCounts, stable?: VitalsCounts }} vitals
 * @param {{ minSample: number, lcpMargin?: number, inpLimit?: number, clsLimit?: number }} rule
 */
export function vitalsAbortReason({ canary, stable }, { minSample, ...limits }) {
  const { lcpMargin, inpLimit, clsLimit } = { ...VITALS_RULE, ...limits };
  if (!canary || !stable || canary.samples < minSample || stable.samples < minSample) return null;
  const c = figuresOf(canary);
  const s = figuresOf(stable);
  const over = `over ${c.samples} page views against ${s.samples}`;
  if (c.lcp !== null && s.lcp !== null && c.lcp > s.lcp * (1 + lcpMargin / 100)) {
    const slower = Math.round((c.lcp / s.lcp - 1) * 100);
    return `canary LCP p75 ${c.lcp} ms against ${s.lcp} ms for the stable version (${over}): ${slower} % slower, more than ${lcpMargin} %`;
  }
  if (c.inp !== null && c.inp > inpLimit && (s.inp === null || c.inp > s.inp))
    return `canary INP p75 ${c.inp} ms against ${s.inp ?? '–'} ms for the stable version (${over}): over ${inpLimit} ms`;
  if (c.cls !== null && c.cls > clsLimit && (s.cls === null || c.cls > s.cls))
    return `canary CLS p75 ${c.cls} against ${s.cls ?? '–'} for the stable version (${over}): over ${clsLimit}`;
  return null;
}
