import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CSP_REPORT_PATH } from './contentSecurityPolicy.mjs';
import { policyFromDeployTree, registerSecurityHeaders } from './securityHeaders.mjs';

let deployDir;
const write = (rel, value, mtime) => {
  const file = path.join(deployDir, rel);
  writeFileSync(file, JSON.stringify(value));
  if (mtime) utimesSync(file, mtime, mtime);
};
const manifestOn = (base) => ({
  remotes: { lobby: { manifest: `${base}/remotes/lobby/1.0.0/mf-manifest.json`, entry: `${base}/remotes/lobby/1.0.0/remoteEntry.js` } },
});

beforeEach(() => {
  deployDir = mkdtempSync(path.join(tmpdir(), 'csp-'));
  mkdirSync(path.join(deployDir, 'm'));
  mkdirSync(path.join(deployDir, 'remotes'));
  write('m/config.json', { apiBase: '/wps', imageBases: ['/wps/assets'] });
  write('m/remotes.json', manifestOn(''), new Date(2026, 0, 1));
});
afterEach(() => rmSync(deployDir, { recursive: true, force: true }));

describe('policyFromDeployTree', () => {
  it('follows a pin to another origin without a restart, and only rebuilds when a file changed', () => {
    const policy = policyFromDeployTree(deployDir);
    const first = policy();
    expect(first).toContain("script-src 'self';");
    expect(policy()).toBe(first);
    write('m/remotes.json', manifestOn('https://cdn.example.com'), new Date(2026, 0, 2));
    expect(policy()).toContain("script-src 'self' https://cdn.example.com;");
  });
});

describe('registerSecurityHeaders', () => {
  async function app(exposeReports) {
    const server = Fastify();
    registerSecurityHeaders(server, { deployDir, exposeReports });
    server.get('/m/home', (_req, reply) => reply.type('text/html').send('<!doctype html>'));
    server.get('/m/config.json', () => ({ ok: true }));
    server.get('/wps/game/frame', (_req, reply) => reply.type('text/html').send('<p>backend page</p>'));
    return server;
  }

  it('sends the policy on pages and the other headers on every site response', async () => {
    const server = await app(false);
    const page = await server.inject('/m/home');
    expect(page.headers['content-security-policy']).toMatch(/^default-src 'self'; script-src 'self';/);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['permissions-policy']).toContain('camera=()');
    const json = await server.inject('/m/config.json');
    expect(json.headers['content-security-policy']).toBeUndefined();
    expect(json.headers['x-content-type-options']).toBe('nosniff');
  });

  it('leaves the backend responses to the backend', async () => {
    const server = await app(false);
    const res = await server.inject('/wps/game/frame');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBeUndefined();
  });

  it('records violation reports in both formats; they can be read only with test hooks on', async () => {
    const server = await app(true);
    const legacy = {
      'csp-report': { 'document-uri': 'http://x/m/home', 'violated-directive': 'script-src-elem', 'blocked-uri': 'inline' },
    };
    expect(
      (
        await server.inject({
          method: 'POST',
          url: CSP_REPORT_PATH,
          headers: { 'content-type': 'application/csp-report' },
          payload: JSON.stringify(legacy),
        })
      ).statusCode,
    ).toBe(204);
    const modern = [{ type: 'csp-violation', body: { effectiveDirective: 'img-src', blockedURL: 'https://evil.example/x.png' } }];
    await server.inject({
      method: 'POST',
      url: CSP_REPORT_PATH,
      headers: { 'content-type': 'application/reports+json' },
      payload: JSON.stringify(modern),
    });
    const { reports } = (await server.inject(`${CSP_REPORT_PATH}s`)).json();
    expect(reports).toEqual([legacy['csp-report'], modern[0]?.body]);
    await server.inject({ method: 'DELETE', url: `${CSP_REPORT_PATH}s` });
    expect((await server.inject(`${CSP_REPORT_PATH}s`)).json().reports).toEqual([]);

    const closed = await app(false);
    expect((await closed.inject(`${CSP_REPORT_PATH}s`)).statusCode).toBe(404);
  });

  it('ignores a malformed report', async () => {
    const server = await app(true);
    const res = await server.inject({
      method: 'POST',
      url: CSP_REPORT_PATH,
      headers: { 'content-type': 'application/csp-report' },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(204);
    expect((await server.inject(`${CSP_REPORT_PATH}s`)).json().reports).toEqual([]);
  });
});
