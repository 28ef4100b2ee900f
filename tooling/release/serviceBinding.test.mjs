import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { writeSelfSignedCertificate } from '../site/selfSigned.mjs';
import { isLoopback, serviceBinding } from './serviceBinding.mjs';
import { tempDeployTree } from './testing.mjs';
import { addToken } from './tokens.mjs';

const certDir = mkdtempSync(path.join(tmpdir(), 'm-release-tls-'));
const deployDir = tempDeployTree();
afterAll(() => {
  rmSync(certDir, { recursive: true, force: true });
  rmSync(deployDir, { recursive: true, force: true });
});
const certificate = writeSelfSignedCertificate({ dir: certDir, hosts: ['127.0.0.1'] });

describe('where the release service may listen', () => {
  it.each(['127.0.0.1', '127.8.0.1', '::1', '::ffff:127.0.0.1', 'localhost'])('%s is this machine only', (host) => {
    expect(isLoopback(host)).toBe(true);
    expect(serviceBinding({ host })).toEqual({});
  });

  it.each(['0.0.0.0', '::', '10.0.0.5', 'releases.internal'])('refuses %s over plain HTTP, saying why and what to do instead', (host) => {
    expect(isLoopback(host)).toBe(false);
    expect(() => serviceBinding({ host })).toThrow(
      new RegExp(
        `refused to serve on ${host.replace(/\./g, '\\.')} over plain HTTP: release tokens .* in clear text.*--tls-cert and --tls-key.*--insecure-bind`,
      ),
    );
  });

  it('serves another host over plain HTTP only with --insecure-bind, and warns why it is dangerous', () => {
    expect(serviceBinding({ host: '0.0.0.0', insecureBind: true })).toEqual({
      warning: expect.stringMatching(/plain HTTP \(--insecure-bind\): .*anyone on the path could read a token/),
    });
  });

  it('speaks TLS on any host given a certificate and its key; one without the other is refused', () => {
    const { https, warning } = serviceBinding({ host: '0.0.0.0', tlsCert: certificate.cert, tlsKey: certificate.key });
    expect(warning).toBeUndefined();
    expect(https?.cert.toString()).toContain('BEGIN CERTIFICATE');
    expect(https?.key.toString()).toContain('PRIVATE KEY');
    expect(() => serviceBinding({ host: '0.0.0.0', tlsCert: certificate.cert })).toThrow(/both --tls-cert and --tls-key/);
    expect(() => serviceBinding({ host: '0.0.0.0', tlsCert: '/nowhere/cert.pem', tlsKey: certificate.key })).toThrow(
      /--tls-cert \/nowhere\/cert.pem: .*no such file/,
    );
  });
});

describe('pnpm release serve', () => {
  const cli = path.join(import.meta.dirname, 'cli.mjs');

  it('exits with the reason when asked for 0.0.0.0 over plain HTTP', async () => {
    const refused = await promisify(execFile)(process.execPath, [
      cli,
      'serve',
      '--host',
      '0.0.0.0',
      '--port',
      '0',
      '--deploy-dir',
      deployDir,
    ]).catch((error) => error);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/release: refused to serve on 0\.0\.0\.0 over plain HTTP/);
  });

  it('serves over TLS with --tls-cert and --tls-key, and the CLI calls it over https; refused calls show on its log', async () => {
    const token = addToken({ deployDir, file: path.join(deployDir, '.release', 'tokens.json'), name: 'tls-pipeline', areas: ['*'] });
    const service = spawn(
      process.execPath,
      [cli, 'serve', '--port', '0', '--tls-cert', certificate.cert, '--tls-key', certificate.key, '--deploy-dir', deployDir],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    try {
      let out = '';
      const address = await new Promise((resolve, reject) => {
        service.stdout.on('data', (chunk) => {
          out += chunk;
          const match = /release service on (\S+)/.exec(out);
          if (match) resolve(match[1]);
        });
        service.once('exit', (code) => reject(new Error(`serve exited (${code}): ${out}`)));
      });
      expect(address).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
      const { stdout } = await promisify(execFile)(process.execPath, [cli, 'status', '--server', String(address)], {
        env: { ...process.env, RELEASE_TOKEN: token, NODE_EXTRA_CA_CERTS: certificate.cert },
      });
      expect(stdout).toMatch(/lobby/);
      const refused = await promisify(execFile)(process.execPath, [cli, 'status', '--server', String(address)], {
        env: { ...process.env, RELEASE_TOKEN: 'mrt_guess', NODE_EXTRA_CA_CERTS: certificate.cert },
      }).catch((error) => error);
      expect(refused.stderr).toMatch(/401: this token is not valid/);
      await expect
        .poll(() => out)
        .toMatch(/release service: \S+ +\(unknown\) +refused +401 GET \/v1\/status from 127\.0\.0\.1: this token is not valid/);
    } finally {
      service.kill();
    }
  }, 30_000);
});
