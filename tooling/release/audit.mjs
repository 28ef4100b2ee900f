// The audit log of a deploy tree's releases: one JSON line per change (who, what, from which version to
// which, when), appended under the release lock and never rewritten, and one per call the release service
// refused, appended as it happens (one write, without the lock: a refused caller never holds up a release).
// It lives in the tree's `.release`
// folder, beside the lock, which is never served (the site server refuses dot paths; upload only `m/`,
// `remotes/` without its registry.json, and `_headers` to a CDN).
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';

/** Who runs a local command: the machine's user. The release service passes its caller's token name. */
export const localActor = () => `local:${userInfo().username}`;

/**
 * A release change: `area`, `from` and `to` (a canary's `percent`, an automatic abort's `reason`). A call the
 * release service refused (`refused`, `throttled`): its `status`, `reason`, `address`, `method` and `path`. A
 * change of a release-service token (`token-add`, `token-rotate`, `token-revoke`): its name (`token`) and
 * `areas`. The service worker switched off or on (`worker-off`, `worker-on`): nothing more.
 * @typedef {{ at: string, by: string, action: string, area?: string, from?: string | null, to?: string | null, percent?: number,
 *   reason?: string, status?: number, address?: string, method?: string, path?: string, token?: string, areas?: string[] }} AuditEntry
 */

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
  return entries.map(formatAuditEntry).join('\n');
}

/** @param {AuditEntry} e */
export function formatAuditEntry(e) {
  const head = `${e.at}  ${e.by.padEnd(16)}  ${e.action.padEnd(12)}`;
  if (e.status !== undefined) return `${head}  ${e.status} ${e.method} ${e.path} from ${e.address}: ${e.reason}`;
  if (e.token !== undefined) return `${head}  ${e.token} (${(e.areas ?? []).join(', ')})`;
  if (e.area === undefined) return head.trimEnd();
  const move = `${e.from ?? '-'} → ${e.to ?? '-'}${e.percent ? ` (${e.percent} %)` : ''}`;
  return `${head}  ${(e.area ?? '-').padEnd(10)}  ${move}${e.reason ? `  ${e.reason}` : ''}`;
}
