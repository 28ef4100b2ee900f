import { rmSync } from 'node:fs';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readAudit } from './audit.mjs';
import { abortReason, readStats } from './canaryStats.mjs';
import { BEACON_PATH, registerBeaconCollector, VIEW_COOKIE, VIEW_PATH, VITALS_PATH } from './collector.mjs';
import { readTimeline } from './timeline.mjs';
import { mintViewToken } from './viewTokens.mjs';
import { readManifest } from './files.mjs';
import { pin, recordBuild, status } from './release.mjs';
import { formatStatus } from './statusTable.mjs';
import { fakeBuild, tempDeployTree } from './testing.mjs';

let deployDir, app, base;
const logged = [];

async function startCollector(options = {}) {
  app = Fastify();
  registerBeaconCollector(app, { deployDir, flushMs: 0, log: (line) => logged.push(line), ...options });
  app.get('/m/*', (_request, reply) => reply.type('text/html').send('<!doctype html><title>page</title>'));
  base = await app.listen({ port: 0, host: '127.0.0.1' });
}
/** A page view: the page-view token's cookie (`m_view=…`) it asks for before its first report. */
async function pageView() {
  const response = await fetch(`${base}${VIEW_PATH}`, { method: 'POST' });
  expect(response.headers.get('cache-control')).toBe('no-store');
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${VIEW_COOKIE}=`));
  return cookie?.split(';')[0];
}
/**
 * A report, as a page's browser sends it (with its view's cookie), or anonymously (`view` undefined).
 * @param {unknown} body
 * @param {string} [view]
 */
const beacon = (body, view, type = 'text/plain') => {
  /** @type {Record<string, string>} */
  const headers = { 'content-type': type };
  if (view) headers.cookie = view;
  return fetch(`${base}${BEACON_PATH}`, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
};
const timelineOf = async (/** @type {string} */ area) => readTimeline(deployDir, area);
/** One player's page view and its report. */
const report = async (body) => beacon(body, await pageView());
const lobbyCounts = async () => {
  await app?.close();
  app = undefined;
  return readStats(deployDir).lobby?.versions ?? {};
};

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
    /** @type {number | null} */
    let canaryLoadsAtAbort = null;
    // Up to 2 000 players (until the abort): 10 % on the canary, which fails 30 % of its loads; the stable version fails 1 %.
    for (let player = 0; player < 2000; player++) {
      const onCanary = player % 10 === 0;
      const failed = onCanary ? player % 100 < 30 : player % 100 === 1;
      const version = onCanary ? '1.2.0' : '1.1.0';
      expect((await report({ area: 'lobby', version, kind: failed ? 'load' : 'loaded' })).status).toBe(204);
      if (!readManifest(deployDir).remotes.lobby.canary) {
        canaryLoadsAtAbort = Math.floor(player / 10) + 1;
        break;
      }
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
      const view = await pageView();
      await beacon({ area: 'lobby', version, kind: 'loaded' }, view);
      if (player % 50 === 1) await beacon({ area: 'lobby', version, kind: 'render' }, view);
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
    expect((await beacon(body, await pageView(), 'application/json')).status).toBe(code);
  });

  it('counts only the versions players are given', async () => {
    await startCollector();
    expect((await report({ area: 'lobby', version: '1.0.0', kind: 'load' })).status).toBe(204);
    for (let i = 0; i < 4; i++) expect((await report({ area: 'lobby', version: '1.1.0', kind: 'loaded' })).status).toBe(204);
    await report({ area: 'lobby', version: '1.1.0', kind: 'load' });
    expect(await lobbyCounts()).toEqual({ '1.1.0': { loads: 5, failures: 1 } });
    // The pin's own failure rate, with no canary running: shown by status for every area.
    const lobby = status(deployDir).find((row) => row.area === 'lobby');
    expect(lobby?.pinnedCounts).toEqual({ loads: 5, failures: 1 });
    expect(formatStatus(status(deployDir))).toMatch(/lobby\s+1\.1\.0\s.*\s20\.0 % of 5\s+-\s+-$/m);
  });
});

describe('canary evidence: a report counts only with the page-view token the site minted', () => {
  const startCanary = (minSample = 20) =>
    pin({ deployDir, area: 'lobby', version: '1.2.0', command: 'canary', canary: { percent: 10, margin: 5, minSample } });

  it('200 forged failure reports without a token count nothing and abort nothing; anonymous ones are limited per address', async () => {
    await startCollector({ perMinute: 120 });
    startCanary();
    const codes = [];
    for (let i = 0; i < 200; i++) codes.push((await beacon({ area: 'lobby', version: '1.2.0', kind: 'load' })).status);
    expect(codes.filter((c) => c === 204)).toHaveLength(120);
    expect(codes.filter((c) => c === 429)).toHaveLength(80);
    expect(readManifest(deployDir).remotes.lobby.canary?.version).toBe('1.2.0');
    expect(await lobbyCounts()).toEqual({});
  });

  it('one page view counts once per area, version and kind, however often it is replayed', async () => {
    await startCollector();
    startCanary();
    const view = await pageView();
    for (let i = 0; i < 200; i++) await beacon({ area: 'lobby', version: '1.2.0', kind: 'load' }, view);
    await beacon({ area: 'lobby', version: '1.2.0', kind: 'render' }, view);
    expect(readManifest(deployDir).remotes.lobby.canary?.version).toBe('1.2.0');
    expect(await lobbyCounts()).toEqual({ '1.2.0': { loads: 1, failures: 2 } });
  });

  it('refuses a token signed with another key, an expired one, and one minted before the canary existed', async () => {
    await startCollector();
    const before = await pageView();
    startCanary(1);
    const forged = `${VIEW_COOKIE}=${mintViewToken(Buffer.alloc(32, 7), { lobby: ['1.2.0'] })}`;
    const { viewKey } = await import('./viewTokens.mjs');
    const expired = `${VIEW_COOKIE}=${mintViewToken(viewKey(deployDir), { lobby: ['1.2.0'] }, { now: Date.now() - 3_600_000 })}`;
    for (const view of [forged, expired, before]) await beacon({ area: 'lobby', version: '1.2.0', kind: 'load' }, view);
    expect(readManifest(deployDir).remotes.lobby.canary?.version).toBe('1.2.0');
    // A real page view of the canary's time counts, and with a sample of one it is enough to abort.
    await report({ area: 'lobby', version: '1.2.0', kind: 'load' });
    expect(readManifest(deployDir).remotes.lobby.canary).toBeUndefined();
  });

  it('a page itself carries no token: a guest page can be kept whole by a shared cache', async () => {
    await startCollector();
    const page = await fetch(`${base}/m/`);
    expect(page.headers.getSetCookie().filter((cookie) => cookie.startsWith(`${VIEW_COOKIE}=`))).toEqual([]);
  });
});

describe('Web Vitals: a sampled page view reports once, and a canary players feel slower is aborted', () => {
  /** A page view's vitals report, with its view's cookie. @param {Record<string, unknown>} body @param {string} [view] */
  const vitals = (body, view) =>
    fetch(`${base}${VITALS_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', ...(view && { cookie: view }) },
      body: JSON.stringify({ route: '/m/home', ssr: true, installed: false, ...body }),
    });
  const lobbyVitals = async () => status(deployDir).find((row) => row.area === 'lobby')?.vitals;

  it('the page-view answer says whether the view is sampled; an unsampled or anonymous report counts nothing', async () => {
    await startCollector({ vitalsSampleRate: 0 });
    const response = await fetch(`${base}${VIEW_PATH}`, { method: 'POST' });
    expect(await response.json()).toEqual({ vitals: false });
    const unsampled = response.headers.getSetCookie()[0]?.split(';')[0];
    expect((await vitals({ versions: { lobby: '1.1.0' }, lcp: 1000 }, unsampled)).status).toBe(204);
    expect((await vitals({ versions: { lobby: '1.1.0' }, lcp: 1000 })).status).toBe(204);
    await app.close();
    app = undefined;
    expect(await lobbyVitals()).toEqual({ stable: null, canary: null });
  });

  it('counts a page view once, for the versions it may report, and status gives p75 per version and route', async () => {
    await startCollector();
    for (let i = 1; i <= 8; i++) {
      const view = await pageView();
      // Replayed: counted once. The account version is none players were given: not counted.
      for (let k = 0; k < 3; k++) await vitals({ versions: { lobby: '1.1.0', account: '9.9.9' }, lcp: i * 250, inp: 40, cls: 0 }, view);
    }
    expect((await vitals({ versions: { lobby: '1.1.0' }, lcp: 'soon' }, await pageView())).status).toBe(400);
    await app.close();
    app = undefined;
    const figures = await lobbyVitals();
    expect(figures?.canary).toBeNull();
    expect(figures?.stable).toMatchObject({ samples: 8, inp: expect.any(Number), cls: 0, ttfb: null });
    // LCPs 250..2 000 ms: the p75 is the sixth, 1 500 ms, read within 5 %.
    expect(figures?.stable?.lcp).toBeGreaterThanOrEqual(1500);
    expect(figures?.stable?.lcp).toBeLessThanOrEqual(1575);
    expect(figures?.stable?.routes['/m/home']).toMatchObject({ samples: 8, lcp: figures?.stable?.lcp });
    expect(formatStatus(status(deployDir))).toMatch(new RegExp(`lobby\\s.*\\s${figures?.stable?.lcp} ms of 8\\s+-$`, 'm'));
    expect(status(deployDir).find((row) => row.area === 'account')?.vitals?.stable ?? null).toBeNull();
  });

  it('a canary 30 % slower in LCP p75 is aborted within its minimum sample, and the abort names LCP', async () => {
    // One minute of the timeline holds the whole run, however long the machine takes over it.
    const midMinute = Math.floor(Date.now() / 60_000) * 60_000 + 30_000;
    await startCollector({ now: () => midMinute });
    pin({ deployDir, area: 'lobby', version: '1.2.0', command: 'canary', canary: { percent: 10, margin: 5, minSample: 40 } });
    /** @type {number | null} */
    let canaryViewsAtAbort = null;
    for (let player = 0; player < 2000 && canaryViewsAtAbort === null; player++) {
      const onCanary = player % 10 === 0;
      const lcp = (1400 + (player % 7) * 100) * (onCanary ? 1.3 : 1);
      await vitals({ versions: { lobby: onCanary ? '1.2.0' : '1.1.0' }, lcp, inp: 60, cls: 0.01 }, await pageView());
      if (!readManifest(deployDir).remotes.lobby.canary) canaryViewsAtAbort = Math.floor(player / 10) + 1;
    }
    expect(canaryViewsAtAbort).toBe(40);
    expect(readAudit(deployDir).at(-1)).toMatchObject({
      by: 'collector',
      action: 'abort',
      area: 'lobby',
      reason: expect.stringMatching(/^canary LCP p75 \d+ ms against \d+ ms .*% slower, more than 20 %$/),
    });
    await app.close();
    app = undefined;
    const points = await timelineOf('lobby');
    expect(points.map((p) => p.role).sort()).toEqual(['canary', 'stable']);
    expect(points.find((p) => p.role === 'canary')).toMatchObject({ version: '1.2.0', samples: 40, loads: 0 });
  }, 60_000);

  it('a canary that feels the same keeps running', async () => {
    await startCollector();
    pin({ deployDir, area: 'lobby', version: '1.2.0', command: 'canary', canary: { percent: 10, margin: 5, minSample: 20 } });
    for (let player = 0; player < 400; player++) {
      const version = player % 10 === 0 ? '1.2.0' : '1.1.0';
      await vitals({ versions: { lobby: version }, lcp: 1400 + (player % 7) * 100, inp: 60, cls: 0.01 }, await pageView());
    }
    expect(readManifest(deployDir).remotes.lobby.canary?.version).toBe('1.2.0');
    await app.close();
    app = undefined;
    expect((await lobbyVitals())?.canary).toMatchObject({ samples: 40 });
  });
});

describe('the counts status reads', () => {
  it('are written while reports keep coming, not only once they pause', async () => {
    await startCollector({ flushMs: 100 });
    const views = await Promise.all(Array.from({ length: 30 }, () => pageView()));
    const started = Date.now();
    let seenWhileReporting = false;
    for (const view of views) {
      await beacon({ area: 'lobby', version: '1.1.0', kind: 'loaded' }, view);
      if ((readStats(deployDir).lobby?.versions['1.1.0']?.loads ?? 0) > 0) seenWhileReporting = true;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(Date.now() - started).toBeGreaterThan(300);
    expect(seenWhileReporting).toBe(true);
  });
});
