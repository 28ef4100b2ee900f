// Release-service tokens: each has a name (who, in the audit log) and the areas it may publish and pin
// (`*`: every area, a release manager's). Only the SHA-256 of a token is stored; the token itself is shown
// once, when it is made or rotated. Tokens are 256 random bits, so a fast hash is enough to make the file
// useless to a reader. The service reads the file on every call, so a revoked or rotated token stops working
// at once. Every change of the file is made under the deploy tree's release lock and written to its audit log.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { appendAudit, localActor, stateDir } from './audit.mjs';
import { AREAS } from './files.mjs';
import { withLock } from './lock.mjs';
import { writeFileAtomic } from './atomicFile.mjs';

/** @typedef {{ name: string, areas: string[], hash: string, createdAt: string, rotatedAt?: string }} TokenRecord */

/** A token command that cannot be carried out: the message says why and what to do. */
export class TokenError extends Error {}

/** @param {string} deployDir */
export const defaultTokensFile = (deployDir) => path.join(stateDir(deployDir), 'tokens.json');

/** @param {string} token */
const hashOf = (token) => `sha256:${createHash('sha256').update(token).digest('hex')}`;
const newToken = () => `mrt_${randomBytes(32).toString('base64url')}`;

/**
 * @param {string} file
 * @returns {TokenRecord[]}
 */
export function readTokens(file) {
  if (!existsSync(file)) return [];
  const doc = JSON.parse(readFileSync(file, 'utf8'));
  return Array.isArray(doc.tokens) ? doc.tokens : [];
}

/** @param {string} file @param {TokenRecord[]} tokens */
function writeTokens(file, tokens) {
  writeFileAtomic(file, `${JSON.stringify({ tokens }, null, 2)}\n`, { mode: 0o600 });
}

/**
 * @typedef {{ deployDir: string, file: string, by?: string, now?: Date }} TokenChange the deploy tree whose lock
 *   and audit log the change takes, the token file, who makes it (default: this machine's user), when
 */

/**
 * Change the token file under the release lock and append the change to the audit log.
 * @template T
 * @param {TokenChange} where
 * @param {'token-add' | 'token-rotate' | 'token-revoke'} action
 * @param {(tokens: TokenRecord[], at: string) => { tokens: TokenRecord[], record: TokenRecord, result: T }} change
 * @returns {T}
 */
function changeTokens({ deployDir, file, by = localActor(), now = new Date() }, action, change) {
  return withLock(path.join(stateDir(deployDir), 'lock'), () => {
    const at = now.toISOString();
    const { tokens, record, result } = change(readTokens(file), at);
    writeTokens(file, tokens);
    appendAudit(deployDir, { at, by, action, token: record.name, areas: record.areas });
    return result;
  });
}

/** @param {TokenRecord[]} tokens @param {string} name */
function existing(tokens, name) {
  const record = tokens.find((t) => t.name === name);
  if (!record) throw new TokenError(`no token is named '${name}' (tokens: ${tokens.map((t) => t.name).join(', ') || 'none'})`);
  return record;
}

/**
 * Make a token for `name`, allowed on `areas`, store its hash and return the token (shown once). A name that
 * has a token is refused: rotate or revoke that one.
 * @param {TokenChange & { name: string, areas: string[] }} o
 */
export function addToken({ name, areas, ...where }) {
  if (!/^[a-z0-9][a-z0-9._-]{0,63}$/i.test(name)) throw new TokenError(`a token name is letters, digits, '.', '_' or '-', not '${name}'`);
  const unknown = areas.filter((a) => a !== '*' && a !== 'shell' && !AREAS.includes(a));
  if (!areas.length || unknown.length)
    throw new TokenError(`unknown areas ${unknown.join(', ') || '(none given)'}: one or more of ${AREAS.join(', ')}, shell, or all`);
  return changeTokens(where, 'token-add', (tokens, at) => {
    if (tokens.some((t) => t.name === name))
      throw new TokenError(
        `a token named '${name}' exists already: \`pnpm release token rotate ${name}\` gives it a new secret, or revoke it first`,
      );
    const token = newToken();
    const record = { name, areas, hash: hashOf(token), createdAt: at };
    return { tokens: [...tokens, record], record, result: token };
  });
}

/**
 * Give the token `name` a new secret, for the same areas, and return it (shown once); the old one stops
 * working at once.
 * @param {TokenChange & { name: string }} o
 */
export function rotateToken({ name, ...where }) {
  return changeTokens(where, 'token-rotate', (tokens, at) => {
    const token = newToken();
    const record = { ...existing(tokens, name), hash: hashOf(token), rotatedAt: at };
    return { tokens: tokens.map((t) => (t.name === name ? record : t)), record, result: { token, areas: record.areas } };
  });
}

/**
 * Remove the token `name`: it stops working at once.
 * @param {TokenChange & { name: string }} o
 */
export function revokeToken({ name, ...where }) {
  return changeTokens(where, 'token-revoke', (tokens) => {
    const record = existing(tokens, name);
    return { tokens: tokens.filter((t) => t !== record), record, result: undefined };
  });
}

/**
 * The record of a presented token, or null. Every stored hash is compared in constant time.
 * @param {TokenRecord[]} tokens
 * @param {string | undefined} presented
 */
export function tokenFor(tokens, presented) {
  if (!presented) return null;
  const hash = Buffer.from(hashOf(presented));
  /** @type {TokenRecord | null} */
  let found = null;
  for (const record of tokens) {
    const stored = Buffer.from(record.hash);
    if (stored.length === hash.length && timingSafeEqual(stored, hash)) found = record;
  }
  return found;
}

/**
 * @param {TokenRecord} record
 * @param {string} area
 */
export const mayChange = (record, area) => record.areas.includes('*') || record.areas.includes(area);
