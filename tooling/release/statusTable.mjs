/** @param {{ loads: number, failures: number }} c */
const rate = (c) => `${c.loads ? ((c.failures / c.loads) * 100).toFixed(1) : '0.0'} % of ${c.loads}`;

/** A version's LCP p75 and the page views it was measured on. @param {{ lcp: number | null, samples: number } | null | undefined} v */
const lcp = (v) => (v?.lcp != null ? `${v.lcp} ms of ${v.samples}` : '-');

/**
 * A running canary in one cell: version, share, and the failure rates and LCP p75 of both versions.
 * @param {any} canary
 * @param {any} [vitals]
 */
export const formatCanary = (canary, vitals) =>
  canary
    ? `${canary.version} to ${canary.percent} %; failures ${rate(canary.canaryCounts)} vs stable ${rate(canary.stableCounts)} (abort > +${canary.margin} pts from ${canary.minSample} loads)` +
      (vitals?.canary || vitals?.stable ? `; LCP p75 ${lcp(vitals.canary)} vs stable ${lcp(vitals.stable)}` : '')
    : '-';

/** The status rows as an aligned plain-text table for the terminal. */
export function formatStatus(rows) {
  const header = ['remote', 'pinned', 'previous', 'published', 'changed', 'by', 'pin failures', 'pin LCP p75', 'canary'];
  const by = (r) => (r.changedBy ? `${r.changedBy}${r.who ? ` (${r.who})` : ''}` : '-');
  const cells = rows.map((r) => [
    r.area,
    r.pinned ?? '-',
    r.previous ?? '-',
    r.published.join(', ') || '-',
    r.changedAt ?? '-',
    by(r),
    r.pinnedCounts ? rate(r.pinnedCounts) : '-',
    lcp(r.vitals?.stable),
    formatCanary(r.canary, r.vitals),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) =>
    c
      .map((v, i) => v.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}
