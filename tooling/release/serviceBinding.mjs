// Where the release service may listen. Its callers send bearer tokens, so over plain HTTP anyone on the
// network path could read one and release with it: the service listens on this machine only (a TLS proxy in
// front), speaks TLS itself, or listens elsewhere in clear text only when told to in so many words.
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';

export class BindingError extends Error {}

export const PLAIN_HTTP_DANGER =
  'release tokens and requests would cross the network in clear text: anyone on the path could read a token and publish, pin or roll back with it until it is revoked';

/** @param {string} host */
export function isLoopback(host) {
  if (host === 'localhost') return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  if (isIP(host) === 6) return host === '::1' || /^::ffff:127\./i.test(host);
  return false;
}

/** @param {string} file @param {string} flag */
function readPem(file, flag) {
  try {
    return readFileSync(file);
  } catch (error) {
    throw new BindingError(`${flag} ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * How the service listens on `host`: with TLS (`https`, for Fastify) when given a certificate and its key,
 * over plain HTTP on a loopback address, and over plain HTTP elsewhere only with `insecureBind` (and a
 * `warning` to print). Anything else is refused with the reason.
 * @param {{ host: string, tlsCert?: string, tlsKey?: string, insecureBind?: boolean }} o
 * @returns {{ https?: { cert: Buffer, key: Buffer }, warning?: string }}
 */
export function serviceBinding({ host, tlsCert, tlsKey, insecureBind = false }) {
  if (Boolean(tlsCert) !== Boolean(tlsKey)) throw new BindingError('TLS takes both --tls-cert and --tls-key');
  if (tlsCert && tlsKey) return { https: { cert: readPem(tlsCert, '--tls-cert'), key: readPem(tlsKey, '--tls-key') } };
  if (isLoopback(host)) return {};
  if (!insecureBind)
    throw new BindingError(
      `refused to serve on ${host} over plain HTTP: ${PLAIN_HTTP_DANGER}. Listen on 127.0.0.1 behind a TLS proxy, give --tls-cert and --tls-key, or (on a network you trust entirely) add --insecure-bind`,
    );
  return { warning: `serving on ${host} over plain HTTP (--insecure-bind): ${PLAIN_HTTP_DANGER}` };
}
