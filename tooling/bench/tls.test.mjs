import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { selfSignedCertificate, trustCertificateFlags } from './tls.mjs';

describe('the bench certificate', () => {
  it('is made once per process, so the sites and the browsers trust the same one', () => {
    expect(selfSignedCertificate()).toBe(selfSignedCertificate());
  });

  it('is trusted by the SHA-256 of its public key, as openssl computes it', () => {
    const { cert } = selfSignedCertificate();
    const publicKey = execFileSync('openssl', ['x509', '-pubkey', '-noout'], { input: cert });
    const der = execFileSync('openssl', ['pkey', '-pubin', '-outform', 'der'], { input: publicKey });
    const hash = execFileSync('openssl', ['dgst', '-sha256', '-binary'], { input: der }).toString('base64');
    expect(trustCertificateFlags(cert)).toEqual([`--ignore-certificate-errors-spki-list=${hash}`]);
  });
});
