// Page-view tokens: the evidence a canary is judged on. The site server mints one for each page it serves (a
// random view id, the remote versions that page may run and report, an expiry) and signs it with the deploy
// tree's key (HMAC-SHA-256); the collector counts a report only with a valid, unexpired token that names
// the report's version, once per view, area, version and kind of report. A report then costs a served page
// view, and an abort's sample is that many distinct page views.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stateDir } from './audit.mjs';

/** How long a page view may report: a page left open longer reports nothing more. */
export const VIEW_TOKEN_TTL_MS = 15 * 60_000;

/** `vitals`: this page view is one of the sample asked to report its Web Vitals. */
/** @typedef {{ id: string, exp: number, versions: Record<string, string[]>, vitals?: boolean }} ViewToken */

/**
 * The deploy tree's signing key (`.release/view-key`, never served), made on first use, so every site server
 * over the tree accepts the tokens of the others.
 * @param {string} deployDir
 * @returns {Buffer}
 */
export function viewKey(deployDir) {
  const file = path.join(stateDir(deployDir), 'view-key');
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
    }
  }
  return Buffer.from(readFileSync(file, 'utf8'), 'base64');
}

/** @param {Buffer} key @param {string} body */
const sign = (key, body) => createHmac('sha256', key).update(body).digest('base64url');

/**
 * @param {Buffer} key
 * @param {Record<string, string[]>} versions  area → the versions the page may report
 * @param {{ now?: number, vitals?: boolean }} [o]
 * @returns {string}
 */
export function mintViewToken(key, versions, { now = Date.now(), vitals = false } = {}) {
  /** @type {ViewToken} */
  const token = { id: randomBytes(12).toString('base64url'), exp: now + VIEW_TOKEN_TTL_MS, versions, vitals };
  const body = Buffer.from(JSON.stringify(token)).toString('base64url');
  return `${body}.${sign(key, body)}`;
}

/**
 * The token's content when its signature is the key's and it has not expired, otherwise null.
 * @param {Buffer} key
 * @param {string | undefined} value
 * @param {number} [now]
 * @returns {ViewToken | null}
 */
export function readViewToken(key, value, now = Date.now()) {
  if (!value || value.length > 2048) return null;
  const [body = '', mac = ''] = value.split('.');
  const expected = Buffer.from(sign(key, body));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const token = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    if (typeof token?.id !== 'string' || typeof token.exp !== 'number' || token.exp <= now || typeof token.versions !== 'object')
      return null;
    return token;
  } catch {
    return null;
  }
}

/**
 * Keys seen once, each forgotten after its expiry: `use(key, exp)` is true the first time only.
 * @param {() => number} [now]
 */
export function oneUse(now = Date.now) {
  /** @type {Map<string, number>} */
  const used = new Map();
  let nextSweep = 0;
  return (/** @type {string} */ key, /** @type {number} */ exp) => {
    const t = now();
    if (t >= nextSweep) {
      for (const [k, e] of used) if (e <= t) used.delete(k);
      nextSweep = t + 60_000;
    }
    if (used.has(key)) return false;
    used.set(key, exp);
    return true;
  };
}
