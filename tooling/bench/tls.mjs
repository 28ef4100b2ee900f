// A throwaway self-signed certificate for localhost, so the bench can serve HTTP/2 as a CDN does: browsers
// speak HTTP/2 only over TLS, and over HTTP/1.1 Chromium opens at most six connections to a host, which
// would queue a page's requests in a way no player on a CDN sees.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Flags the bench's Chromium needs to accept that certificate. */
export const ACCEPT_SELF_SIGNED = ['--ignore-certificate-errors'];

/** @returns {{ key: Buffer, cert: Buffer }} */
export function selfSignedCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'm-bench-tls-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
