import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchOnce, fetchStartupFiles } from './earlyFetch';

describe('early startup fetches', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for each startup file once at once, hands that answer to the first taker, and fetches again after', async () => {
    const fetchMock = vi.fn((url: string) => Promise.resolve(new Response(JSON.stringify({ url }))));
    vi.stubGlobal('fetch', fetchMock);
    fetchStartupFiles(['/m/config.json', '/m/remotes.json']);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/m/config.json', '/m/remotes.json']);

    await expect((await fetchOnce('/m/remotes.json')).json()).resolves.toEqual({ url: '/m/remotes.json' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await fetchOnce('/m/remotes.json');
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(fetchMock).toHaveBeenLastCalledWith('/m/remotes.json', { cache: 'no-cache' });
  });

  it('reports an early failure to the taker, not as an unhandled rejection', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    fetchStartupFiles(['/m/config.json']);
    await expect(fetchOnce('/m/config.json')).rejects.toThrow('offline');
  });
});
