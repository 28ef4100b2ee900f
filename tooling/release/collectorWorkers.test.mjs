// The collector on two site-server workers sharing their state in Redis, as the edge runs them.
import { rmSync } from 'node:fs';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { throwawayRedis } from '../edge/testing.mjs';
import { redisState } from '../site/redisState.mjs';
import { readAudit } from './audit.mjs';
import { readStats } from './canaryStats.mjs';
import { BEACON_PATH, registerBeaconCollector, VIEW_COOKIE, VIEW_PATH } from './collector.mjs';
import { readManifest } from './files.mjs';
import { pin, recordBuild } from './release.mjs';
import { fakeBuild, tempDeployTree } from './testing.mjs';

/** @type {Awaited<ReturnType<typeof throwawayRedis>>} */
let redis;
let deployDir = '';
/** @type {{ app: import('fastify').FastifyInstance, base: string }[]} */
let workers = [];
const logged = /** @type {string[]} */ ([]);

beforeAll(async () => {
  redis = await throwawayRedis();
});
afterAll(() => redis.close());
beforeEach(async () => {
  deployDir = tempDeployTree();
  for (const version of ['1.1.0', '1.2.0']) {
    fakeBuild(deployDir, 'lobby', version);
    recordBuild({ deployDir, area: 'lobby', version, command: 'setup', source: 'publish' });
  }
  pin({ deployDir, area: 'lobby', version: '1.1.0', command: 'setup' });
  logged.length = 0;
  workers = [];
  // Each test's site keeps its own keys on the one Redis.
  const prefix = `test-${Math.random().toString(36).slice(2)}:`;
  for (let i = 0; i < 2; i++) {
    const app = Fastify();
    registerBeaconCollector(app, {
      deployDir,
      state: redisState({ redisUrl: redis.socket, deployDir, prefix }),
      flushMs: 0,
      log: (line) => logged.push(line),
    });
    app.get('/m/', (_request, reply) => reply.type('text/html').send('<!doctype html><title>page</title>'));
    workers.push({ app, base: await app.listen({ port: 0, host: '127.0.0.1' }) });
  }
});
afterEach(async () => {
  await Promise.all(workers.map(({ app }) => app.close()));
  rmSync(deployDir, { recursive: true, force: true });
});

/** A page view's token from `worker`: its page-view cookie. */
async function pageView(worker) {
  const response = await fetch(`${worker.base}${VIEW_PATH}`, { method: 'POST' });
  return /** @type {string} */ (
    response.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${VIEW_COOKIE}=`))
      ?.split(';')[0]
  );
}
const send = (worker, view, body) =>
  fetch(`${worker.base}${BEACON_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', cookie: view },
    body: JSON.stringify(body),
  });

it('a canary is judged on the reports of both workers and aborted once, by one of them', async () => {
  pin({ deployDir, area: 'lobby', version: '1.2.0', command: 'canary', canary: { percent: 50, margin: 5, minSample: 20 } });
  // Every canary load fails; views and reports alternate between the workers, so neither alone reaches 20.
  for (let player = 0; player < 60; player++) {
    const worker = workers[player % 2];
    const onCanary = player % 2 === 0;
    await send(worker, await pageView(workers[(player + 1) % 2]), {
      area: 'lobby',
      version: onCanary ? '1.2.0' : '1.1.0',
      kind: onCanary ? 'load' : 'loaded',
    });
  }
  expect(readManifest(deployDir).remotes.lobby).toMatchObject({ version: '1.1.0' });
  expect(readManifest(deployDir).remotes.lobby.canary).toBeUndefined();
  const aborts = readAudit(deployDir).filter((entry) => entry.action === 'abort');
  expect(aborts).toHaveLength(1);
  expect(aborts[0]).toMatchObject({ by: 'collector', reason: expect.stringMatching(/100.0 % over 20 loads/) });
  expect(logged.filter((line) => line.includes('aborted the canary'))).toHaveLength(1);
  expect(logged.filter((line) => line.includes('could not abort'))).toEqual([]);
});

it('a report replayed to the other worker is counted once', async () => {
  const view = await pageView(workers[0]);
  const body = { area: 'lobby', version: '1.1.0', kind: 'load' };
  for (const worker of [workers[0], workers[1], workers[1], workers[0]]) expect((await send(worker, view, body)).status).toBe(204);
  await Promise.all(workers.map(({ app }) => app.close()));
  workers = [];
  expect(Object.values(readStats(deployDir).lobby?.versions ?? {})).toEqual([{ loads: 1, failures: 1 }]);
});
