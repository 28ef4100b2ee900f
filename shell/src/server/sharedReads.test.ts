import { createQueryCache, type QueryCache } from 'shared';
import { describe, expect, it, vi } from 'vitest';
import { createSharedReads } from './sharedReads';

type QueryPolicy = Parameters<QueryCache['read']>[2];

const CONTENT: QueryPolicy = { staleMs: 60_000 };
const PLAYERS_OWN: QueryPolicy = { staleMs: 60_000, perSession: true };
const IN_FLIGHT_ONLY: QueryPolicy = { staleMs: 0 };

function clock() {
  let time = 1_000;
  return { now: () => time, pass: (ms: number) => (time += ms) };
}

/** A backend read that answers `answer` (a fresh object each time) and counts how often it was asked. */
const backend = (answer: unknown = { games: 80 }) => vi.fn(() => Promise.resolve(structuredClone(answer)));

describe('answers shared by server renders', () => {
  it('asks the backend once for the renders of the next second, each with a cache of its own', async () => {
    const time = clock();
    const shared = createSharedReads({ ttlMs: 1000, now: time.now });
    const ask = backend();
    const first = shared.through(createQueryCache(time.now), 'en', { guest: true });
    const second = shared.through(createQueryCache(time.now), 'en', { guest: true });
    expect(await first.read('GET /game/hot', ask, CONTENT)).toEqual({ games: 80 });
    time.pass(999);
    expect(await second.read('GET /game/hot', ask, CONTENT)).toEqual({ games: 80 });
    expect(ask).toHaveBeenCalledTimes(1);
    time.pass(1);
    await shared.through(createQueryCache(time.now), 'en', { guest: true }).read('GET /game/hot', ask, CONTENT);
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('shares a read under way: renders arriving together make one backend call', async () => {
    const shared = createSharedReads({ ttlMs: 1000 });
    let answer: (value: string) => void = () => undefined;
    const ask = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const pages = [1, 2, 3].map(() => shared.through(createQueryCache(), 'en', { guest: true }).read('GET /banner', ask, CONTENT));
    answer('banners');
    expect(await Promise.all(pages)).toEqual(['banners', 'banners', 'banners']);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it("never shares a player's own read, nor one the browser keeps for no time", async () => {
    const shared = createSharedReads({ ttlMs: 1000 });
    const balance = backend({ balance: 10 });
    const count = backend({ unread: 2 });
    for (const _page of [1, 2]) {
      const cache = shared.through(createQueryCache(), 'en', { guest: false });
      await cache.read('GET /member/balance', balance, PLAYERS_OWN);
      await cache.read('GET /message/unread', count, IN_FLIGHT_ONLY);
    }
    expect(balance).toHaveBeenCalledTimes(2);
    expect(count).toHaveBeenCalledTimes(2);
  });

  it("shares a read that is a player's own between guests only: a signed-in render never gets the guests' answer", async () => {
    const shared = createSharedReads({ ttlMs: 1000 });
    const notices = vi.fn((who: string) => Promise.resolve(`notices for ${who}`));
    const read = (guest: boolean, who: string) =>
      shared.through(createQueryCache(), 'en', { guest }).read('GET /notice', () => notices(who), PLAYERS_OWN);
    expect(await read(true, 'a guest')).toBe('notices for a guest');
    expect(await read(true, 'another guest')).toBe('notices for a guest');
    expect(await read(false, 'player01')).toBe('notices for player01');
    expect(await read(false, 'player02')).toBe('notices for player02');
    expect(notices).toHaveBeenCalledTimes(3);
  });

  it('keeps an answer no longer than the browser would', async () => {
    const time = clock();
    const shared = createSharedReads({ ttlMs: 1000, now: time.now });
    const ask = backend();
    const briefly: QueryPolicy = { staleMs: 200 };
    await shared.through(createQueryCache(time.now), 'en', { guest: true }).read('GET /game/winnerBoard', ask, briefly);
    time.pass(200);
    await shared.through(createQueryCache(time.now), 'en', { guest: true }).read('GET /game/winnerBoard', ask, briefly);
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('asks again for another language or backend (the scope), and after a failure', async () => {
    const shared = createSharedReads({ ttlMs: 1000 });
    const ask = backend();
    await shared.through(createQueryCache(), 'en', { guest: true }).read('GET /game/hot', ask, CONTENT);
    await shared.through(createQueryCache(), 'pt', { guest: true }).read('GET /game/hot', ask, CONTENT);
    expect(ask).toHaveBeenCalledTimes(2);

    const failing = vi.fn().mockRejectedValueOnce(new Error('time-out')).mockResolvedValue('vendors');
    await expect(shared.through(createQueryCache(), 'en', { guest: true }).read('GET /game/vendors', failing, CONTENT)).rejects.toThrow(
      'time-out',
    );
    expect(await shared.through(createQueryCache(), 'en', { guest: true }).read('GET /game/vendors', failing, CONTENT)).toBe('vendors');
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('forgets everything when told the backend changed, and shares nothing with no time to keep', async () => {
    const shared = createSharedReads({ ttlMs: 1000 });
    const ask = backend();
    await shared.through(createQueryCache(), 'en', { guest: true }).read('GET /game/hot', ask, CONTENT);
    shared.clear();
    await shared.through(createQueryCache(), 'en', { guest: true }).read('GET /game/hot', ask, CONTENT);
    expect(ask).toHaveBeenCalledTimes(2);

    const never = createSharedReads({ ttlMs: 0 });
    const own = createQueryCache();
    expect(never.through(own, 'en', { guest: true })).toBe(own);
  });

  it('holds at most its limit of answers, the oldest dropped first', async () => {
    const shared = createSharedReads({ ttlMs: 1000, maxAnswers: 2 });
    const ask = backend();
    for (const key of ['GET /a', 'GET /b', 'GET /c'])
      await shared.through(createQueryCache(), 'en', { guest: true }).read(key, ask, CONTENT);
    await shared.through(createQueryCache(), 'en', { guest: true }).read('GET /c', ask, CONTENT);
    expect(ask).toHaveBeenCalledTimes(3);
    await shared.through(createQueryCache(), 'en', { guest: true }).read('GET /a', ask, CONTENT);
    expect(ask).toHaveBeenCalledTimes(4);
  });
});
