import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { STATIC_SECURITY_HEADERS } from '../site/contentSecurityPolicy.mjs';
import { writeSelfSignedCertificate } from '../site/selfSigned.mjs';
import { nginxConfig } from './nginxConfig.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'm-edge-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const options = {
  prefix: dir,
  deployDir: dir,
  port: 18443,
  workers: [
    { host: '127.0.0.1', port: 18445 },
    { host: '127.0.0.1', port: 18446 },
  ],
  certificate: { cert: path.join(dir, 'cert.pem'), key: path.join(dir, 'key.pem') },
};
const config = nginxConfig(options);
/** The lines of the block that opens with `opening`. */
function block(opening) {
  const lines = config.split('\n');
  const start = lines.findIndex((line) => line.trim() === `${opening} {`);
  expect(start, opening).toBeGreaterThanOrEqual(0);
  const depth = (lines[start] ?? '').search(/\S/);
  const end = lines.findIndex((line, index) => index > start && line.search(/\S/) === depth && line.trim() === '}');
  return lines.slice(start + 1, end).map((line) => line.trim());
}

describe('the edge configuration', () => {
  it('is accepted by nginx (TLS, HTTP/2 and the Brotli module)', () => {
    writeSelfSignedCertificate({ dir, hosts: ['localhost'] });
    for (const kind of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, 'tmp', kind), { recursive: true });
    writeFileSync(path.join(dir, 'nginx.conf'), config);
    expect(() => execFileSync('nginx', ['-t', '-q', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'pipe' })).not.toThrow();
  });

  it('balances over every worker, leaving out one that fails, and retries what it could not take elsewhere', () => {
    expect(block('upstream site').filter((line) => line.startsWith('server '))).toEqual([
      'server 127.0.0.1:18445 max_fails=1 fail_timeout=3s;',
      'server 127.0.0.1:18446 max_fails=1 fail_timeout=3s;',
    ]);
    expect(config).toContain('proxy_next_upstream error timeout http_502 http_503;');
  });

  it('sends the forwarded headers it sets itself, never what a client sent', () => {
    const site = block('location @site');
    expect(site).toEqual(
      expect.arrayContaining(['proxy_set_header X-Forwarded-For $remote_addr;', 'proxy_set_header X-Forwarded-Proto $scheme;']),
    );
    expect(config).not.toContain('$proxy_add_x_forwarded_for');
  });

  it('keeps a guest’s page by its address, language, theme and encoding, never a signed-in player’s', () => {
    for (const page of ['location @site', 'location = /m/'])
      expect(block(page)).toEqual(
        expect.arrayContaining([
          'proxy_cache pages;',
          'proxy_cache_key "$scheme|$http_host|$request_uri|$cookie_m_lang|$cookie_m_theme|$page_encoding";',
          'proxy_cache_bypass $cookie_m_session;',
          'proxy_no_cache $cookie_m_session;',
        ]),
      );
    // Only what a worker marks (X-Accel-Expires) is kept: nothing sets a time of its own.
    expect(config).not.toContain('proxy_cache_valid');
  });

  it('serves versioned files for a year with the site server’s security headers', () => {
    const versioned = block("location ~ '\\.[0-9a-f]{8}\\.(js|css)$'");
    expect(versioned).toContain('add_header Cache-Control "public, max-age=31536000, immutable" always;');
    for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS))
      expect(versioned).toContain(`add_header ${name} "${value}" always;`);
  });

  it('never serves the release state nor the server builds', () => {
    expect(config).toContain('location ~ /\\. { return 404; }');
    expect(config).toContain('location ~ ^/remotes/[^/]+/[^/]+/server/ { return 404; }');
  });

  it('needs a worker', () => {
    expect(() => nginxConfig({ ...options, workers: [] })).toThrow(/at least one/);
  });
});
