// A throwaway self-signed certificate for localhost, so the bench can serve HTTP/2 as a CDN does: browsers
// speak HTTP/2 only over TLS, and over HTTP/1.1 Chromium opens at most six connections to a host, which
// would queue a page's requests in a way no player on a CDN sees.
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeSelfSignedCertificate } from '../site/selfSigned.mjs';

/**
 * The flag that makes Chromium trust `cert` as if a known authority had signed it (the SHA-256 of its
 * public key, base64). Unlike --ignore-certificate-errors, which loads the page with a certificate error,
 * this leaves no error on the connection: Chromium does not keep responses with a certificate error in its
 * HTTP cache, so a repeat visit would download everything again. Chromium honours it only with a
 * --user-data-dir, which Playwright and chrome-launcher always give.
 * @param {string | Buffer} cert  PEM
 */
export function trustCertificateFlags(cert) {
  const spki = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
  return [`--ignore-certificate-errors-spki-list=${createHash('sha256').update(spki).digest('base64')}`];
}

/** @type {{ key: Buffer, cert: Buffer } | undefined} */
let certificate;

/**
 * The bench's certificate for localhost: made once per process, so the sites and the browsers that must
 * trust it agree.
 * @returns {{ key: Buffer, cert: Buffer }}
 */
export function selfSignedCertificate() {
  certificate ??= makeCertificate();
  return certificate;
}

/** @returns {{ key: Buffer, cert: Buffer }} */
function makeCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'm-bench-tls-'));
  try {
    const files = writeSelfSignedCertificate({ dir, hosts: ['localhost'], days: 2 });
    return { key: readFileSync(files.key), cert: readFileSync(files.cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
