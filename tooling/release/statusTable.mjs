/** @param {{ loads: number, failures: number }} c */
const rate = (c) => `${c.loads ? ((c.failures / c.loads) * 100).toFixed(1) : '0.0'} % of ${c.loads}`;

/**
 * A running canary in one cell: version, share, and the failure rates of both versions.
 * @param {any} canary
 */
export const formatCanary = (canary) =>
  canary
    ? `${canary.version} to ${canary.percent} %; failures ${rate(canary.canaryCounts)} vs stable ${rate(canary.stableCounts)} (abort > +${canary.margin} pts from ${canary.minSample} loads)`
    : '-';

/** The status rows as an aligned plain-text table for the terminal. */
export function formatStatus(rows) {
  const header = ['remote', 'pinned', 'previous', 'published', 'changed', 'by', 'pin failures', 'canary'];
  const by = (r) => (r.changedBy ? `${r.changedBy}${r.who ? ` (${r.who})` : ''}` : '-');
  const cells = rows.map((r) => [
    r.area,
    r.pinned ?? '-',
    r.previous ?? '-',
    r.published.join(', ') || '-',
    r.changedAt ?? '-',
    by(r),
    r.pinnedCounts ? rate(r.pinnedCounts) : '-',
    formatCanary(r.canary),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) =>
    c
      .map((v, i) => v.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}
