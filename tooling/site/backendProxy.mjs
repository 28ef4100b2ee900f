// The backend (/wps) on the site's own origin. Each answer is read whole before any of it is sent, so it leaves
// with its length in one write: a server that dies under it has sent nothing, and the edge asks another worker
// (an answer streamed as it came, gzipped chunk by chunk, could be cut between its last chunk and its end). A
// backend that breaks off mid-answer gets a 502, never half an answer.
import fastifyProxy from '@fastify/http-proxy';

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {string} apiUrl
 */
export async function registerBackendProxy(app, apiUrl) {
  await app.register(fastifyProxy, {
    upstream: apiUrl,
    prefix: '/wps',
    rewritePrefix: '/wps',
    http2: false,
    replyOptions: { onResponse: sendWhole },
  });
}

/** @type {NonNullable<NonNullable<import('@fastify/http-proxy').FastifyHttpProxyOptions['replyOptions']>['onResponse']>} */
const sendWhole = (request, reply, answer) => {
  answer.stream.toArray().then(
    (chunks) => reply.send(Buffer.concat(chunks)),
    (/** @type {unknown} */ error) => {
      request.log.warn(error, 'the backend broke off its answer');
      reply.removeHeader('content-length').removeHeader('content-encoding').code(502).send({ message: 'Bad Gateway' });
    },
  );
};
