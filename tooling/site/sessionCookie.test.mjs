import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempDeployTree } from '../release/testing.mjs';
import { createSiteServer } from './serve.mjs';
import { hasSessionCookie, sessionCookie, sessionOf } from './sessionCookie.mjs';

const SESSION = { token: 'tok-1', userName: 'player01', type: 0, merchantCode: 'mcasino', firstTimeLogin: false };
const SAME_SITE = { origin: 'http://localhost:80', host: 'localhost:80', 'content-type': 'application/json' };

let deployDir, app;
beforeEach(async () => {
  deployDir = tempDeployTree();
  writeFileSync(path.join(deployDir, 'm', 'index.html'), '<!doctype html><title>m</title><div id="root"></div>');
  mkdirSync(path.join(deployDir, '.release'));
  app = await createSiteServer({ deployDir, apiUrl: 'http://127.0.0.1:9', ssr: false });
});
afterEach(async () => {
  await app.close();
  rmSync(deployDir, { recursive: true, force: true });
});

describe('the session cookie', () => {
  it('is kept HttpOnly, SameSite=Lax, for the whole site, when a page of the site hands the session over', async () => {
    const response = await app.inject({ method: 'PUT', url: '/__session', headers: SAME_SITE, payload: SESSION });
    expect(response.statusCode).toBe(204);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^m_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+/);
    expect(cookie).not.toContain('Secure');
    expect(JSON.parse(decodeURIComponent((cookie.split(';')[0] ?? '').slice('m_session='.length)))).toEqual(SESSION);
  });

  it('is removed when the page signs out', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/__session', headers: { origin: SAME_SITE.origin, host: SAME_SITE.host } });
    expect(response.statusCode).toBe(204);
    expect(String(response.headers['set-cookie'])).toMatch(/^m_session=; .*Max-Age=0/);
  });

  it('is never set or removed for a page of another site (no session planted in a visitor’s browser)', async () => {
    for (const headers of [
      { ...SAME_SITE, origin: 'https://evil.example' },
      { host: SAME_SITE.host, 'content-type': 'application/json' },
      { ...SAME_SITE, 'sec-fetch-site': 'cross-site' },
    ]) {
      const put = await app.inject({ method: 'PUT', url: '/__session', headers, payload: SESSION });
      expect(put.statusCode).toBe(403);
      expect(put.headers['set-cookie']).toBeUndefined();
    }
    const del = await app.inject({ method: 'DELETE', url: '/__session', headers: { origin: 'https://evil.example' } });
    expect(del.statusCode).toBe(403);
  });

  it('takes only what a session is', async () => {
    const response = await app.inject({ method: 'PUT', url: '/__session', headers: SAME_SITE, payload: { ...SESSION, token: '' } });
    expect(response.statusCode).toBe(400);
    expect(sessionOf({ ...SESSION, extra: '<script>' })).toEqual(SESSION);
    expect(sessionOf({ ...SESSION, userName: 'x'.repeat(65) })).toBeUndefined();
    expect(sessionOf({ ...SESSION, type: '0' })).toBeUndefined();
    expect(sessionOf(null)).toBeUndefined();
  });

  it('is Secure over https, and tells a signed-in request apart', () => {
    expect(sessionCookie(SESSION, { secure: true })).toContain('; Secure');
    expect(hasSessionCookie(`m_lang=pt; ${sessionCookie(SESSION, { secure: false }).split(';')[0]}`)).toBe(true);
    expect(hasSessionCookie('m_lang=pt; m_session=')).toBe(false);
    expect(hasSessionCookie(undefined)).toBe(false);
  });
});
