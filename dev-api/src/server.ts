import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { resolveOptions, type AppOptions } from './config.js';
import { answerOnlyWhenDurable } from './durableAnswers.js';
import { AppError, failure, MSG } from './lib/envelope.js';
import { agentRoutes } from './routes/agent.js';
import { announcementRoutes } from './routes/announcements.js';
import { depositRoutes } from './routes/deposit.js';
import { assetRoutes } from './routes/assets.js';
import { gameRoutes } from './routes/games.js';
import { memberRoutes } from './routes/member.js';
import { payoutRoutes } from './routes/payout.js';
import { promotionRoutes } from './routes/promotions.js';
import { registerRoutes } from './routes/register.js';
import { sessionRoutes } from './routes/session.js';
import { supportRoutes } from './routes/support.js';
import { systemRoutes } from './routes/system.js';
import { testHookRoutes } from './routes/testHooks.js';
import { walletRoutes } from './routes/wallet.js';
import { Runtime } from './runtime.js';

declare module 'fastify' {
  interface FastifyInstance {
    runtime: Runtime;
  }
}

/** Largest request body of any call but the promotion application (which sets its own limit). */
const BODY_LIMIT = 1024 * 1024;

const MALFORMED_BODY = '<html><body><h1>502 Bad Gateway</h1></body></html>';

/** Builds the dev-api Fastify app (not listening): `main.ts` listens, tests use `app.inject`. */
export function buildApp(appOptions: AppOptions = {}): FastifyInstance {
  const options = resolveOptions(appOptions);
  const rt = new Runtime(options);
  const app = Fastify({
    logger: options.logger,
    bodyLimit: BODY_LIMIT,
    ajv: { customOptions: { removeAdditional: false, allErrors: false, allowUnionTypes: true } },
  });
  app.decorate('runtime', rt);
  answerOnlyWhenDurable(app, rt.store);

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  // Fault injection (test hooks): the next n calls of an armed path fail.
  app.addHook('onRequest', (request, reply, done) => {
    const path = request.url.split('?')[0] ?? request.url;
    const fault = path.startsWith('/wps/__test__/') ? null : rt.takeFault(path);
    if (!fault) return done();
    if (fault === 'error') return void reply.code(500).send(failure(MSG.upgrading));
    if (fault === 'malformed') return void reply.code(200).type('text/html; charset=utf-8').send(MALFORMED_BODY);
    if (fault === 'empty') return void reply.code(200).type('application/json; charset=utf-8').send('');
    reply.hijack();
    const hold = {
      close: () => {
        rt.held.delete(hold);
        if (!reply.raw.destroyed) reply.raw.destroy();
        const socket = request.raw.socket as { destroy?: () => void } | null | undefined;
        if (typeof socket?.destroy === 'function') socket.destroy();
      },
      timer: setTimeout(() => hold.close(), options.faultHoldMs),
    };
    rt.held.add(hold);
  });

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.status).send(failure(error.message, error.value, error.code));
    }
    if (error.validation) return reply.code(400).send(failure(error.message, null, 'BAD_REQUEST'));
    const status = error.statusCode ?? 500;
    if (status < 500) return reply.code(status).send(failure(error.message, null, error.code));
    request.log.error(error);
    return reply.code(500).send(failure(MSG.unknown));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    return reply.code(404).send(failure(`Unknown call: ${request.method} ${path}`));
  });

  app.register(
    async (wps) => {
      sessionRoutes(wps, rt);
      registerRoutes(wps, rt);
      memberRoutes(wps, rt);
      walletRoutes(wps, rt);
      depositRoutes(wps, rt);
      payoutRoutes(wps, rt);
      systemRoutes(wps, rt);
      gameRoutes(wps, rt);
      announcementRoutes(wps, rt);
      promotionRoutes(wps, rt);
      supportRoutes(wps, rt);
      agentRoutes(wps, rt);
      assetRoutes(wps, rt);
      if (options.testHooks) testHookRoutes(wps, rt);
    },
    { prefix: '/wps' },
  );

  app.addHook('onClose', async () => {
    rt.closeHeld();
    await rt.store.flush();
  });

  return app;
}
