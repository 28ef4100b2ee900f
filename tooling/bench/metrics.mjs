// Pure arithmetic over what one bench run recorded: no browser here, so every rule is unit-tested.

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Median with min and max of the runs. */
export function spread(values) {
  return { median: median(values), min: Math.min(...values), max: Math.max(...values), runs: values.length };
}

/**
 * Cumulative layout shift as Chromium reports it: shifts without recent input grouped in session windows
 * (gap < 1 s, window ≤ 5 s); the largest window counts.
 */
export function cumulativeLayoutShift(shifts) {
  let worst = 0;
  let current = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  for (const shift of [...shifts].filter((s) => !s.hadRecentInput).sort((a, b) => a.startTime - b.startTime)) {
    if (shift.startTime - previous >= 1000 || shift.startTime - windowStart >= 5000) {
      current = 0;
      windowStart = shift.startTime;
    }
    current += shift.value;
    previous = shift.startTime;
    worst = Math.max(worst, current);
  }
  return worst;
}

/** Total blocking time: the part over 50 ms of every long task that starts after first contentful paint. */
export function totalBlockingTime(longTasks, firstContentfulPaint) {
  return longTasks.filter((t) => t.startTime >= firstContentfulPaint).reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
}

/**
 * The longest chain of requests, each started by the one before (document → script → chunk → fetch ...),
 * among those that finished by `until`. `requests`: { id, url, initiatorUrl, end }.
 */
export function longestChain(requests, until = Infinity) {
  const done = requests.filter((r) => r.end <= until);
  const byUrl = new Map();
  for (const r of done) if (!byUrl.has(r.url)) byUrl.set(r.url, r);
  const memo = new Map();
  const chainOf = (r, seen = new Set()) => {
    if (memo.has(r.id)) return memo.get(r.id);
    const parent = r.initiatorUrl && r.initiatorUrl !== r.url ? byUrl.get(r.initiatorUrl) : undefined;
    const chain = parent && !seen.has(parent.id) ? [...chainOf(parent, new Set([...seen, r.id])), r.url] : [r.url];
    memo.set(r.id, chain);
    return chain;
  };
  return done.map((r) => chainOf(r)).reduce((longest, c) => (c.length > longest.length ? c : longest), []);
}

/** Sum of `field` over resources, optionally filtered. */
export const total = (resources, field, keep = () => true) => resources.filter(keep).reduce((sum, r) => sum + (r[field] ?? 0), 0);

export const isScript = (r) => r.initiatorType === 'script' || /\.m?js(\?|$)/.test(r.name);

/** The `p`-th percentile (0–100) of `values`, nearest rank: the smallest value with at least p % of them at or below it. */
export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** Least-squares slope of y over x for points `{ x, y }`: how fast y grows per unit of x (0 for fewer than two x). */
export function slope(points) {
  const n = points.length;
  if (n < 2) return 0;
  const meanX = points.reduce((s, p) => s + p.x, 0) / n;
  const meanY = points.reduce((s, p) => s + p.y, 0) / n;
  const spreadX = points.reduce((s, p) => s + (p.x - meanX) ** 2, 0);
  if (spreadX === 0) return 0;
  return points.reduce((s, p) => s + (p.x - meanX) * (p.y - meanY), 0) / spreadX;
}
