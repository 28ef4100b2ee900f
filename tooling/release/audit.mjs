// The audit log of a deploy tree's releases: one JSON line per change (who, what, from which version to
// which, when), appended under the release lock and never rewritten. It lives in the tree's `.release`
// folder, beside the lock, which is never served (the site server refuses dot paths; upload only `m/` and
// `remotes/` to a CDN).
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** @typedef {{ at: string, by: string, action: string, area: string, from: string | null, to: string | null, percent?: number, reason?: string }} AuditEntry */

/** @param {string} deployDir */
export const stateDir = (deployDir) => path.join(deployDir, '.release');
/** @param {string} deployDir */
export const auditFile = (deployDir) => path.join(stateDir(deployDir), 'audit.jsonl');

/**
 * @param {string} deployDir
 * @param {AuditEntry} entry
 */
export function appendAudit(deployDir, entry) {
  mkdirSync(stateDir(deployDir), { recursive: true });
  appendFileSync(auditFile(deployDir), `${JSON.stringify(entry)}\n`);
}

/**
 * Every entry, oldest first.
 * @param {string} deployDir
 * @returns {AuditEntry[]}
 */
export function readAudit(deployDir) {
  const file = auditFile(deployDir);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/**
 * The log as aligned lines for the terminal.
 * @param {AuditEntry[]} entries
 */
export function formatAudit(entries) {
  if (!entries.length) return 'no release changes recorded yet';
  return entries
    .map((e) => {
      const move = `${e.from ?? '-'} → ${e.to ?? '-'}${e.percent ? ` (${e.percent} %)` : ''}`;
      return `${e.at}  ${e.by.padEnd(16)}  ${e.action.padEnd(8)}  ${e.area.padEnd(10)}  ${move}${e.reason ? `  ${e.reason}` : ''}`;
    })
    .join('\n');
}
