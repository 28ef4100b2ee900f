import { afterEach, describe, expect, it, vi } from 'vitest';
import { bus } from '../bus/bus';
import { queryCache, requestKey, writeThen } from './queries';

afterEach(() => queryCache.clear());

describe("the page's query cache", () => {
  it('keys a read by method, path and sorted query, without the cache-busting t', () => {
    expect(requestKey('GET', '/game/list', { pageNo: 1, gameType: 'RNG', t: 123, vendor: undefined })).toBe(
      'GET /game/list?gameType=RNG&pageNo=1',
    );
  });

  it.each([
    ['balance:refresh', undefined, { tags: ['balance'] }],
    ['language:changed', { language: 'pt' as const }, { tags: ['language'] }],
    ['session:changed', null, { perSession: true }],
  ] as const)('asks again after %s', async (event, payload, policy) => {
    const load = vi.fn().mockResolvedValue('v');
    await queryCache.read('GET /x', load, { staleMs: 60_000, ...policy });
    (bus.emit as (e: string, p: unknown) => void)(event, payload);
    await queryCache.read('GET /x', load, { staleMs: 60_000, ...policy });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('marks stale what a write changed, once the write succeeded', async () => {
    const load = vi.fn().mockResolvedValue('v');
    await queryCache.read('GET /game/favourite/ids', load, { staleMs: 60_000 });
    await expect(writeThen(Promise.reject(new Error('500')), 'GET /game/favourite')).rejects.toThrow();
    await queryCache.read('GET /game/favourite/ids', load, { staleMs: 60_000 });
    expect(load).toHaveBeenCalledTimes(1);
    await writeThen(Promise.resolve('ok'), 'GET /game/favourite');
    await queryCache.read('GET /game/favourite/ids', load, { staleMs: 60_000 });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
