import { describe, expect, it, vi } from 'vitest';
import { createQueryCache } from './queryCache';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};

describe('query cache', () => {
  it('asks once for identical reads in flight', async () => {
    const cache = createQueryCache();
    const answer = deferred<string>();
    const load = vi.fn(() => answer.promise);
    const a = cache.read('GET /wallets/gcs', load, { staleMs: 1000 });
    const b = cache.read('GET /wallets/gcs', load, { staleMs: 1000 });
    answer.resolve('wallet');
    await expect(Promise.all([a, b])).resolves.toEqual(['wallet', 'wallet']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves an answer while it is fresh and asks again once it is stale', async () => {
    let now = 0;
    const cache = createQueryCache(() => now);
    const load = vi.fn().mockResolvedValueOnce('first').mockResolvedValueOnce('second');
    await cache.read('GET /game/list', load, { staleMs: 1000 });
    now = 999;
    await expect(cache.read('GET /game/list', load, { staleMs: 1000 })).resolves.toBe('first');
    now = 1000;
    await expect(cache.read('GET /game/list', load, { staleMs: 1000 })).resolves.toBe('second');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps keys apart', async () => {
    const cache = createQueryCache();
    const load = vi.fn((name: string) => Promise.resolve(name));
    await cache.read('GET /game/vendors?gameType=ELOTT', () => load('elott'), { staleMs: 1000 });
    await expect(cache.read('GET /game/vendors?gameType=SPORTS', () => load('sports'), { staleMs: 1000 })).resolves.toBe('sports');
  });

  it('never keeps a failure: the retry asks again', async () => {
    const cache = createQueryCache();
    const load = vi.fn().mockRejectedValueOnce(new Error('500')).mockResolvedValueOnce('ok');
    await expect(cache.read('GET /notice', load, { staleMs: 1000 })).rejects.toThrow('500');
    await expect(cache.read('GET /notice', load, { staleMs: 1000 })).resolves.toBe('ok');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('invalidates by path prefix and by tag, and tells subscribers which keys', async () => {
    const cache = createQueryCache();
    const load = vi.fn().mockResolvedValue('v');
    await cache.read('GET /game/favourite/ids', load, { staleMs: 1000 });
    await cache.read('GET /wallets/gcs', load, { staleMs: 1000, tags: ['balance'] });
    const told: string[][] = [];
    cache.subscribe((keys) => told.push([...keys]));
    cache.invalidate('GET /game/favourite');
    cache.invalidateTag('balance');
    expect(told).toEqual([['GET /game/favourite/ids'], ['GET /wallets/gcs']]);
    await cache.read('GET /game/favourite/ids', load, { staleMs: 1000 });
    await cache.read('GET /wallets/gcs', load, { staleMs: 1000, tags: ['balance'] });
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('drops an answer that was under way when its key was invalidated', async () => {
    const cache = createQueryCache();
    const old = deferred<string>();
    const load = vi.fn().mockReturnValueOnce(old.promise).mockResolvedValueOnce('new');
    const before = cache.read('GET /wallets/gcs', load, { staleMs: 1000, tags: ['balance'] });
    cache.invalidateTag('balance');
    const after = cache.read('GET /wallets/gcs', load, { staleMs: 1000, tags: ['balance'] });
    old.resolve('old');
    await before;
    await expect(after).resolves.toBe('new');
    await expect(cache.read('GET /wallets/gcs', load, { staleMs: 1000 })).resolves.toBe('new');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('drops the per-session answers when the player changes, and keeps the rest', async () => {
    const cache = createQueryCache();
    const old = deferred<string>();
    const load = vi.fn().mockResolvedValue('v');
    await cache.read('GET /game/list', load, { staleMs: 1000 });
    await cache.read('GET /member/info', load, { staleMs: 1000, perSession: true });
    void cache.read('GET /game/favourite/ids', () => old.promise, { staleMs: 1000, perSession: true });
    cache.dropSession();
    old.resolve('previous player');
    await cache.read('GET /game/list', load, { staleMs: 1000 });
    await expect(cache.read('GET /game/favourite/ids', load, { staleMs: 1000, perSession: true })).resolves.toBe('v');
    await cache.read('GET /member/info', load, { staleMs: 1000, perSession: true });
    expect(load).toHaveBeenCalledTimes(4);
  });

  it("hands fresh shared answers from one cache to another, never a player's own", async () => {
    const now = 0;
    const server = createQueryCache(() => now);
    await server.read('GET /system/status', () => Promise.resolve({ maintenance: false }), { staleMs: 1000 });
    await server.read('GET /wallets/gcs', () => Promise.resolve({ sumBalance: 5 }), { staleMs: 1000, perSession: true });
    const state = JSON.parse(JSON.stringify(server.dehydrate())) as ReturnType<typeof server.dehydrate>;
    expect(Object.keys(state)).toEqual(['GET /system/status']);
    const browser = createQueryCache(() => now + 10);
    browser.hydrate(state);
    const load = vi.fn().mockResolvedValue('asked');
    await expect(browser.read('GET /system/status', load, { staleMs: 1000 })).resolves.toEqual({ maintenance: false });
    expect(load).not.toHaveBeenCalled();
  });
});
