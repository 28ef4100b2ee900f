// A self-signed certificate made with Debian's openssl: for the bench's HTTP/2 site and for the edge when no
// real certificate is given. An EC key (P-256): small, and quick to make.
import { execFileSync } from 'node:child_process';
import { isIP } from 'node:net';
import path from 'node:path';

/**
 * Writes `key.pem` and `cert.pem` into `dir` for `hosts` (names and IP addresses, the first one the subject).
 * @param {{ dir: string, hosts: readonly string[], days?: number }} options
 * @returns {{ key: string, cert: string }} the files' paths
 */
export function writeSelfSignedCertificate({ dir, hosts, days = 30 }) {
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  const names = hosts.map((host) => (isIP(host) ? `IP:${host}` : `DNS:${host}`)).join(',');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', String(days)].concat([
      '-subj',
      `/CN=${hosts[0] ?? 'localhost'}`,
      '-addext',
      `subjectAltName=${names}`,
      '-keyout',
      key,
      '-out',
      cert,
    ]),
    { stdio: 'ignore' },
  );
  return { key, cert };
}
