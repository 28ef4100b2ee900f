/** The status rows as an aligned plain-text table for the terminal. */
export function formatStatus(rows) {
  const header = ['remote', 'pinned', 'previous', 'published', 'changed', 'by'];
  const cells = rows.map((r) => [r.area, r.pinned ?? '-', r.previous ?? '-', r.published.join(', ') || '-', r.changedAt ?? '-', r.changedBy ?? '-']);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) => c.map((v, i) => v.padEnd(widths[i])).join('  ').trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}
