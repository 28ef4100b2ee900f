import { get } from 'node:http';
import { gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerBackendProxy } from './backendProxy.mjs';
import { registerCompression } from './compression.mjs';

const SMALL = { code: 0, data: { status: 'open' } };
const LARGE = { code: 0, data: Array.from({ length: 800 }, (_, index) => ({ id: index, name: `Game ${index}` })) };

/** @type {import('fastify').FastifyInstance} */
let backend;
/** @type {import('fastify').FastifyInstance} */
let site;
beforeAll(async () => {
  backend = Fastify();
  backend.get('/wps/small', async () => SMALL);
  // Streamed in pieces, as a backend may: the site must not pass it on as it comes.
  backend.get('/wps/large', (_request, reply) => {
    const body = JSON.stringify(LARGE);
    reply.raw.writeHead(200, { 'content-type': 'application/json' });
    reply.raw.write(body.slice(0, 1000));
    setTimeout(() => reply.raw.end(body.slice(1000)), 20);
  });
  backend.get('/wps/broken', (_request, reply) => {
    reply.raw.writeHead(200, { 'content-type': 'application/json', 'content-length': '5000' });
    reply.raw.write('{"code":0,"data":[');
    setTimeout(() => reply.raw.destroy(), 20);
  });
  await backend.listen({ port: 0, host: '127.0.0.1' });
  site = Fastify();
  await registerCompression(site);
  const { port } = /** @type {import('node:net').AddressInfo} */ (backend.server.address());
  await registerBackendProxy(site, `http://127.0.0.1:${port}`);
  await site.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await site.close();
  await backend.close();
});

/**
 * The answer as it came over the wire: its head and body.
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: Buffer }>}
 */
function fetchRaw(/** @type {string} */ url, /** @type {Record<string, string>} */ headers = {}) {
  const { port } = /** @type {import('node:net').AddressInfo} */ (site.server.address());
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: url, headers }, (response) => {
      const chunks = /** @type {Buffer[]} */ ([]);
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

describe('the backend on the site’s origin', () => {
  it('passes an answer on whole, with its length, whatever the client accepts', async () => {
    for (const encoding of ['identity', 'gzip, br']) {
      const { status, headers, body } = await fetchRaw('/wps/small', { 'accept-encoding': encoding });
      expect(status).toBe(200);
      expect(headers['transfer-encoding']).toBeUndefined();
      expect(headers['content-encoding']).toBeUndefined();
      expect(Number(headers['content-length'])).toBe(body.length);
      expect(JSON.parse(body.toString())).toEqual(SMALL);
    }
  });

  it('passes on whole an answer the backend streamed in pieces, compressed for a client that takes it', async () => {
    const plain = await fetchRaw('/wps/large');
    expect(plain.headers['transfer-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
    expect(JSON.parse(plain.body.toString())).toEqual(LARGE);
    const compressed = await fetchRaw('/wps/large', { 'accept-encoding': 'gzip' });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(compressed.body).toString())).toEqual(LARGE);
  });

  it('answers 502 for a backend that broke off, never half an answer', async () => {
    const { status, headers, body } = await fetchRaw('/wps/broken');
    expect(status).toBe(502);
    expect(Number(headers['content-length'])).toBe(body.length);
    expect(body.toString()).not.toContain('"data":[');
  });
});
