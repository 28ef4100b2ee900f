import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { createServer } from 'node:net';
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

/** A port nothing listens on now. */
function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** GET `url` exactly as written (no normalising) over TLS from the edge on `port`. */
function get(port, url) {
  return new Promise((resolve, reject) => {
    const request = httpsRequest({ host: '127.0.0.1', port, path: url, rejectUnauthorized: false }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode, body }));
    });
    request.on('error', reject);
    request.end();
  });
}
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

  it('asks the workers for the backend’s answers uncompressed, and compresses them itself', () => {
    for (const location of ['location /wps/', 'location /__release/'])
      expect(block(location)).toContain('proxy_set_header Accept-Encoding "";');
    expect(block('location @site')).toContain('proxy_set_header Accept-Encoding $page_encoding;');
    expect(config).toMatch(/gzip_types [^;]*application\/json/);
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

  it('never serves the release state, the registry nor the server builds', () => {
    expect(config).toContain('location ~ /\\. { return 404; }');
    expect(config).toContain('location = /remotes/registry.json { return 404; }');
    expect(config).toContain('location ~ ^/remotes/[^/]+/[^/]+/server/ { return 404; }');
  });

  it('answers 404 for the registry however its path is spelled, and serves the published versions', async () => {
    // nginx started by root serves as nobody, who must be able to read the tree.
    chmodSync(dir, 0o755);
    const deployDir = path.join(dir, 'tree');
    mkdirSync(path.join(deployDir, 'remotes'), { recursive: true });
    writeFileSync(path.join(deployDir, 'remotes', 'registry.json'), '{"remotes":{"lobby":{"history":[{"by":"lobby-squad"}]}}}');
    writeFileSync(path.join(deployDir, 'remotes', 'published.json'), '{"remotes":{}}');
    const prefix = path.join(dir, 'serving');
    for (const kind of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(prefix, 'tmp', kind), { recursive: true });
    const certificate = writeSelfSignedCertificate({ dir: prefix, hosts: ['127.0.0.1'] });
    const port = await freePort();
    writeFileSync(path.join(prefix, 'nginx.conf'), nginxConfig({ ...options, prefix, deployDir, port, certificate }));
    const nginx = spawn('nginx', ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { stdio: 'ignore' });
    try {
      await expect
        .poll(() => get(port, '/remotes/published.json').catch(() => null), { timeout: 10_000 })
        .toEqual({ status: 200, body: '{"remotes":{}}' });
      for (const url of [
        '/remotes/registry.json',
        '/remotes//registry.json',
        '/remotes/%72egistry.json',
        '/remotes/./registry.json',
        '/remotes/lobby/../registry.json',
      ]) {
        const { status, body } = await get(port, url);
        expect(status, url).toBe(404);
        expect(body).not.toContain('lobby-squad');
      }
    } finally {
      nginx.kill();
    }
  }, 20_000);

  it('needs a worker', () => {
    expect(() => nginxConfig({ ...options, workers: [] })).toThrow(/at least one/);
  });
});
