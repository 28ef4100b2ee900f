import { rmSync } from 'node:fs';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readAudit } from './audit.mjs';
import { abortReason } from './canaryStats.mjs';
import { BEACON_PATH, registerBeaconCollector } from './collector.mjs';
import { readManifest } from './files.mjs';
import { pin, recordBuild, status } from './release.mjs';
import { fakeBuild, tempDeployTree } from './testing.mjs';

let deployDir, app, base;
const logged = [];

async function startCollector(options = {}) {
  app = Fastify();
  registerBeaconCollector(app, { deployDir, flushMs: 0, log: (line) => logged.push(line), ...options });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
}
const beacon = (body, type = 'text/plain') =>
  fetch(`${base}${BEACON_PATH}`, {
    method: 'POST',
    headers: { 'content-type': type },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

beforeEach(() => {
  deployDir = tempDeployTree();
  for (const version of ['1.0.0', '1.1.0', '1.2.0']) {
    fakeBuild(deployDir, 'lobby', version);
    recordBuild({ deployDir, area: 'lobby', version, command: 'setup', source: 'publish' });
  }
  pin({ deployDir, area: 'lobby', version: '1.1.0', command: 'setup' });
  logged.length = 0;
});
afterEach(async () => {
  await app?.close();
  app = undefined;
  rmSync(deployDir, { recursive: true, force: true });
});

describe('canary abort rule', () => {
  it('waits for the minimum sample, then allows the margin and no more', () => {
    const rule = { margin: 5, minSample: 100 };
    expect(abortReason({ canary: { loads: 99, failures: 99 }, stable: { loads: 1000, failures: 0 } }, rule)).toBeNull();
    expect(abortReason({ canary: { loads: 100, failures: 6 }, stable: { loads: 1000, failures: 10 } }, rule)).toBeNull();
    expect(abortReason({ canary: { loads: 100, failures: 7 }, stable: { loads: 1000, failures: 10 } }, rule)).toMatch(
      /7.0 % over 100 loads against 1.0 %.*more than 5 points/,
    );
  });
});

describe('beacon collector', () => {
  it('a canary failing more than the margin is aborted once its sample is reached, and the abort is logged', async () => {
    await startCollector({ perMinute: 100_000 });
    pin({ deployDir, area: 'lobby', version: '1.2.0', command: 'canary', canary: { percent: 10, margin: 5, minSample: 60 } });
    let canaryLoadsAtAbort = null;
    // 2 000 players: 10 % on the canary, which fails 30 % of its loads; the stable version fails 1 %.
    for (let player = 0; player < 2000; player++) {
      const onCanary = player % 10 === 0;
      const failed = onCanary ? player % 100 < 30 : player % 100 === 1;
      const version = onCanary ? '1.2.0' : '1.1.0';
      expect((await beacon({ area: 'lobby', version, kind: failed ? 'load' : 'loaded' })).status).toBe(204);
      if (canaryLoadsAtAbort === null && !readManifest(deployDir).remotes.lobby.canary) canaryLoadsAtAbort = Math.floor(player / 10) + 1;
    }
    expect(canaryLoadsAtAbort).not.toBeNull();
    expect(canaryLoadsAtAbort).toBeLessThanOrEqual(60);
    expect(readManifest(deployDir).remotes.lobby).toMatchObject({ version: '1.1.0' });
    expect(readAudit(deployDir).at(-1)).toMatchObject({
      by: 'collector',
      action: 'abort',
      area: 'lobby',
      from: '1.2.0',
      to: '1.1.0',
      reason: expect.stringMatching(/over 60 loads/),
    });
    expect(logged.join('\n')).toMatch(/aborted the canary of lobby@1.2.0/);
  }, 60_000);

  it('a healthy canary keeps running, and status shows both failure rates', async () => {
    await startCollector({ perMinute: 100_000 });
    pin({ deployDir, area: 'lobby', version: '1.2.0', command: 'canary', canary: { percent: 10, margin: 5, minSample: 20 } });
    for (let player = 0; player < 400; player++) {
      const version = player % 10 === 0 ? '1.2.0' : '1.1.0';
      await beacon({ area: 'lobby', version, kind: 'loaded' });
      if (player % 50 === 1) await beacon({ area: 'lobby', version, kind: 'render' });
    }
    await app.close();
    app = undefined;
    const lobby = status(deployDir).find((row) => row.area === 'lobby');
    expect(lobby?.canary).toMatchObject({
      version: '1.2.0',
      percent: 10,
      canaryCounts: { loads: 40, failures: 0 },
      stableCounts: { loads: 360, failures: 8 },
    });
  });

  it.each([
    ['malformed JSON', '{"area":', 400],
    ['an unknown area', { area: 'casino', version: '1.1.0', kind: 'load' }, 400],
    ['an unknown kind', { area: 'lobby', version: '1.1.0', kind: 'crash' }, 400],
    ['a version that is no version', { area: 'lobby', version: '../../m', kind: 'load' }, 400],
    ['an oversized body', { area: 'lobby', version: '1.1.0', kind: 'load', pad: 'x'.repeat(600) }, 413],
  ])('refuses %s', async (_name, body, code) => {
    await startCollector();
    expect((await beacon(body, 'application/json')).status).toBe(code);
  });

  it('counts only the versions players are given, and limits each address per minute', async () => {
    await startCollector({ perMinute: 5 });
    expect((await beacon({ area: 'lobby', version: '1.0.0', kind: 'load' })).status).toBe(204);
    for (let i = 0; i < 4; i++) expect((await beacon({ area: 'lobby', version: '1.1.0', kind: 'loaded' })).status).toBe(204);
    expect((await beacon({ area: 'lobby', version: '1.1.0', kind: 'loaded' })).status).toBe(429);
    await app.close();
    app = undefined;
    const { readStats } = await import('./canaryStats.mjs');
    expect(readStats(deployDir).lobby?.versions).toEqual({ '1.1.0': { loads: 4, failures: 0 } });
  });
});
