import type { FastifyReply, FastifyRequest } from 'fastify';
import { failure } from './envelope.js';

export const ENCRYPTION = 'BASE64-JSON-V1';

/**
 * preValidation hook of encoded calls (login, register, setPasswordPhone): the body `{data}` is decoded
 * per the `Encryption` header (base64 of UTF-8 JSON) and replaced by the payload, which the route schema
 * then validates.
 */
export async function decodeEncodedBody(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const header = request.headers.encryption;
  const scheme = Array.isArray(header) ? header[0] : header;
  if (scheme !== ENCRYPTION) {
    return reply.code(400).send(failure(`Unsupported or missing Encryption header (expected ${ENCRYPTION})`));
  }
  const body = request.body as { data?: unknown } | null | undefined;
  if (!body || typeof body !== 'object' || typeof body.data !== 'string') {
    return reply.code(400).send(failure('body must be {"data": "<encoded payload>"}'));
  }
  try {
    const payload: unknown = JSON.parse(Buffer.from(body.data, 'base64').toString('utf8'));
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) throw new Error('not an object');
    request.body = payload;
  } catch {
    return reply.code(400).send(failure('data is not base64 of a JSON object'));
  }
  return undefined;
}
