// The CLI's side of the release service (`--server URL`): the same commands over HTTP, with the caller's
// token (RELEASE_TOKEN) and a fresh nonce and time on every change.
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ReleaseError } from './release.mjs';

/**
 * @param {{ server: string, token: string | undefined, fetchImpl?: typeof fetch }} o
 */
export function releaseClient({ server, token, fetchImpl = fetch }) {
  if (!token) throw new ReleaseError('--server needs a token in RELEASE_TOKEN (made with `pnpm release token add`)');
  /**
   * @param {string} method
   * @param {string} route
   * @param {unknown} [body]
   */
  async function call(method, route, body) {
    /** @type {Record<string, string>} */
    const headers = { authorization: `Bearer ${token}` };
    if (method !== 'GET')
      Object.assign(headers, {
        'content-type': 'application/json',
        'x-release-nonce': randomUUID().replaceAll('-', ''),
        'x-release-time': String(Date.now()),
      });
    const response = await fetchImpl(new URL(route, server), {
      method,
      headers,
      body: body === undefined ? (method === 'GET' ? undefined : '{}') : JSON.stringify(body),
    });
    const text = await response.text();
    let doc;
    try {
      doc = JSON.parse(text);
    } catch {
      doc = { message: text };
    }
    if (!response.ok) throw new ReleaseError(`${response.status}: ${doc?.message ?? response.statusText}`);
    return doc;
  }
  const area = (/** @type {string} */ a) => `/v1/areas/${encodeURIComponent(a)}`;
  return {
    status: () => call('GET', '/v1/status'),
    history: () => call('GET', '/v1/history'),
    /** @param {string} a @param {string} version @param {{ percent: number, margin?: number, minSample?: number }} [canary] */
    pin: (a, version, canary) => call('POST', `${area(a)}/pin`, canary ? { version, canary } : { version }),
    /** @param {string} a */
    rollback: (a) => call('POST', `${area(a)}/rollback`),
    /** @param {string} a */
    promote: (a) => call('POST', `${area(a)}/promote`),
    /** @param {string} a */
    abort: (a) => call('POST', `${area(a)}/abort`),
    /** Upload a built version folder. @param {string} a @param {string} version @param {string} dir */
    publish: (a, version, dir) => call('PUT', `${area(a)}/versions/${encodeURIComponent(version)}`, { files: folderFiles(dir) }),
  };
}

/**
 * Every file under `dir` as path → base64.
 * @param {string} dir
 * @returns {Record<string, string>}
 */
export function folderFiles(dir) {
  /** @type {Record<string, string>} */
  const files = {};
  const visit = (/** @type {string} */ p) => {
    if (statSync(p).isDirectory()) readdirSync(p).forEach((e) => visit(path.join(p, e)));
    else files[path.relative(dir, p).split(path.sep).join('/')] = readFileSync(p).toString('base64');
  };
  visit(dir);
  return files;
}
