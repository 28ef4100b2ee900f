import type { FastifyInstance, FastifyRequest } from 'fastify';
import { failure, MSG } from './lib/envelope.js';
import type { Store } from './store/store.js';

/**
 * Holds back the answer of any call during which state was saved until that state is on disk, so a client
 * never sees a success that a restart (kill -9 included) has forgotten. A failed write answers 500.
 */
export function answerOnlyWhenDurable(app: FastifyInstance, store: Store): void {
  const generationAtStart = new WeakMap<FastifyRequest, number>();
  app.addHook('onRequest', async (request) => {
    generationAtStart.set(request, store.generation);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const atStart = generationAtStart.get(request);
    if (atStart === undefined || atStart === store.generation) return payload;
    try {
      await store.durable();
      return payload;
    } catch (error) {
      request.log.error(error);
      reply.code(500).type('application/json; charset=utf-8');
      return JSON.stringify(failure(MSG.unknown));
    }
  });
}
