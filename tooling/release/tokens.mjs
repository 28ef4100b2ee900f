// Release-service tokens: each has a name (who, in the audit log) and the areas it may publish and pin
// (`*`: every area, a release manager's). Only the SHA-256 of a token is stored; the token itself is shown
// once, when it is made. Tokens are 256 random bits, so a fast hash is enough to make the file useless to
// a reader.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stateDir } from './audit.mjs';
import { AREAS } from './files.mjs';

/** @typedef {{ name: string, areas: string[], hash: string, createdAt: string }} TokenRecord */

/** @param {string} deployDir */
export const defaultTokensFile = (deployDir) => path.join(stateDir(deployDir), 'tokens.json');

/** @param {string} token */
const hashOf = (token) => `sha256:${createHash('sha256').update(token).digest('hex')}`;

/**
 * @param {string} file
 * @returns {TokenRecord[]}
 */
export function readTokens(file) {
  if (!existsSync(file)) return [];
  const doc = JSON.parse(readFileSync(file, 'utf8'));
  return Array.isArray(doc.tokens) ? doc.tokens : [];
}

/**
 * Make a token for `name`, allowed on `areas`, store its hash and return the token (shown once).
 * @param {{ file: string, name: string, areas: string[], now?: Date }} o
 */
export function addToken({ file, name, areas, now = new Date() }) {
  if (!/^[a-z0-9][a-z0-9._-]{0,63}$/i.test(name)) throw new Error(`a token name is letters, digits, '.', '_' or '-', not '${name}'`);
  const unknown = areas.filter((a) => a !== '*' && !AREAS.includes(a));
  if (!areas.length || unknown.length)
    throw new Error(`unknown areas ${unknown.join(', ') || '(none given)'}: one or more of ${AREAS.join(', ')}, or all`);
  const tokens = readTokens(file).filter((t) => t.name !== name);
  const token = `mrt_${randomBytes(32).toString('base64url')}`;
  tokens.push({ name, areas, hash: hashOf(token), createdAt: now.toISOString() });
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify({ tokens }, null, 2)}\n`, { mode: 0o600 });
  renameSync(temp, file);
  return token;
}

/**
 * The record of a presented token, or null. Every stored hash is compared in constant time.
 * @param {TokenRecord[]} tokens
 * @param {string | undefined} presented
 */
export function tokenFor(tokens, presented) {
  if (!presented) return null;
  const hash = Buffer.from(hashOf(presented));
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
