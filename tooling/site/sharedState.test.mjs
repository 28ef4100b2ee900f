import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throwawayRedis } from '../edge/testing.mjs';
import { tempDeployTree } from '../release/testing.mjs';
import { beaconFields, readStats } from '../release/canaryStats.mjs';
import { bucketOf, vitalsFields } from '../release/vitals.mjs';
import { memoryState } from './sharedState.mjs';
import { redisState } from './redisState.mjs';

/** @type {Awaited<ReturnType<typeof throwawayRedis>>} */
let redis;
let deployDir = '';
beforeAll(async () => {
  redis = await throwawayRedis();
  deployDir = tempDeployTree();
});
afterAll(() => {
  redis.close();
  rmSync(deployDir, { recursive: true, force: true });
});

/** Two processes' views of the state: one in memory shared by reference, or two Redis clients. */
const kinds = {
  memory: () => {
    const state = memoryState({ deployDir });
    return [state, state];
  },
  redis: () => {
    const prefix = `test-${Math.random().toString(36).slice(2)}:`;
    return [redisState({ redisUrl: redis.socket, deployDir, prefix }), redisState({ redisUrl: redis.socket, deployDir, prefix })];
  },
};

describe.each(Object.keys(kinds))('shared state in %s', (kind) => {
  const open = () =>
    /** @type {[import('./sharedState.mjs').SharedState, import('./sharedState.mjs').SharedState]} */ (
      kinds[/** @type {keyof typeof kinds} */ (kind)]()
    );
  const closeAll = (/** @type {import('./sharedState.mjs').SharedState[]} */ states) => Promise.all(states.map((state) => state.close()));
  const unique = () => `${kind}-${Math.random().toString(36).slice(2)}`;

  it('a key is used once, whichever process asks first', async () => {
    const [one, two] = open();
    const key = unique();
    expect(await one.firstUse(key, Date.now() + 60_000)).toBe(true);
    expect(await two.firstUse(key, Date.now() + 60_000)).toBe(false);
    expect(await one.firstUse(key, Date.now() + 60_000)).toBe(false);
    await closeAll([one, two]);
  });

  it('an address gets its limit per minute in all, not per process', async () => {
    const [one, two] = open();
    const address = unique();
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await (i % 2 ? two : one).allow(address, 4));
    expect(answers).toEqual([true, true, true, true, false, false]);
    expect(await one.allow(unique(), 4)).toBe(true);
    await closeAll([one, two]);
  });

  it('counts from both processes add up, per version, in the window they were counted in', async () => {
    const [one, two] = open();
    const area = 'lobby';
    const window = unique();
    const report = (/** @type {string} */ version, /** @type {string} */ kind, w = window) => ({
      area,
      window: w,
      fields: beaconFields({ version, kind }),
    });
    await one.count(report('1.0.0', 'loaded'));
    await two.count(report('1.0.0', 'load'));
    await one.count(report('1.0.0', 'render'));
    const vitals = { route: '/m/home', versions: { lobby: '1.1.0' }, ssr: true, installed: false, lcp: 1800, cls: 0.05 };
    await one.count({ area, window, fields: vitalsFields('1.1.0', vitals, true) });
    const seen = await two.count(report('1.1.0', 'loaded'));
    expect(seen).toEqual({
      window,
      versions: {
        '1.0.0': { loads: 2, failures: 2 },
        '1.1.0': {
          loads: 1,
          failures: 0,
          vitals: {
            samples: 1,
            hist: { lcp: { [bucketOf(1800, 'lcp')]: 1 }, cls: { [bucketOf(0.05, 'cls')]: 1 } },
            routes: { '/m/home': { samples: 1, hist: { lcp: { [bucketOf(1800, 'lcp')]: 1 }, cls: { [bucketOf(0.05, 'cls')]: 1 } } } },
          },
        },
      },
    });
    await two.flush();
    expect(readStats(deployDir).lobby).toEqual(seen);
    // A new window (a new canary or pin) starts the area's counts over.
    expect(await one.count(report('1.0.0', 'loaded', unique()))).toMatchObject({
      versions: { '1.0.0': { loads: 1, failures: 0 } },
    });
    await closeAll([one, two]);
  });

  it('a flush with nothing new settles once the flush before it is on disk', async () => {
    const [one, two] = open();
    const window = `window ${unique()}`;
    await one.count({ area: 'support', window, fields: ['1.0.0:loads'] });
    void one.flush();
    await one.flush();
    expect(readStats(deployDir).support).toMatchObject({ window, versions: { '1.0.0': { loads: 1 } } });
    await closeAll([one, two]);
  });

  it('a decision is claimed by one process only', async () => {
    const [one, two] = open();
    const key = unique();
    const claims = await Promise.all([one.claim(key, 60_000), two.claim(key, 60_000), one.claim(key, 60_000)]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    await closeAll([one, two]);
  });
});
