// `pnpm release token list`: each release-service token's name, areas, when it was made and last rotated, and
// the last change made with it (from the audit log: reading the status or history leaves no trace there).
// Never a token or its hash.

/**
 * @param {import('./tokens.mjs').TokenRecord[]} tokens
 * @param {import('./audit.mjs').AuditEntry[]} audit oldest first
 */
export function formatTokenList(tokens, audit) {
  if (!tokens.length) return 'no release-service tokens: make one with `pnpm release token add <name> --areas <areas>|all`';
  /** @type {Map<string, import('./audit.mjs').AuditEntry>} */
  const lastChange = new Map();
  for (const entry of audit) if (entry.area !== undefined && entry.status === undefined) lastChange.set(entry.by, entry);
  const rows = tokens.map((t) => {
    const last = lastChange.get(t.name);
    return [
      t.name,
      t.areas.includes('*') ? 'all' : t.areas.join(','),
      t.createdAt,
      t.rotatedAt ?? '-',
      last ? `${last.at} ${last.action} ${last.area}@${last.to ?? '-'}` : '-',
    ];
  });
  const header = ['name', 'areas', 'created', 'rotated', 'last change'];
  const table = [header, ...rows];
  const widths = header.map((_, column) => Math.max(...table.map((row) => String(row[column]).length)));
  return table
    .map((row) =>
      row
        .map((cell, column) => String(cell).padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
