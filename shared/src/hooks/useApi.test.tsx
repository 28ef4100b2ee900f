import { act, render, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { queryCache, readQuery } from '../query/queries';
import { useApi } from './useApi';

const backOnline = () => act(() => void window.dispatchEvent(new Event('online')));

describe('useApi', () => {
  it('loads again by itself when the browser comes back online after a network failure', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new ApiError('network', '')).mockResolvedValueOnce('games');
    const { result } = renderHook(() => useApi(load, []));
    await waitFor(() => expect(result.current.status).toBe('error'));
    backOnline();
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'games' }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('leaves other failures to the retry button', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(new ApiError('server', 'Maintenance', 500));
    const { result } = renderHook(() => useApi(load, []));
    await waitFor(() => expect(result.current.status).toBe('error'));
    backOnline();
    expect(load).toHaveBeenCalledTimes(1);
    act(() => result.current.reload());
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });

  it('stops listening once the data has loaded', async () => {
    const load = vi.fn<() => Promise<string>>().mockResolvedValue('games');
    const { result } = renderHook(() => useApi(load, []));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    backOnline();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks for a first load before the calls of the components inside the screen', async () => {
    const asked: string[] = [];
    const loader = (name: string) => () => {
      asked.push(name);
      return Promise.resolve(name);
    };
    function Row() {
      useApi(loader('row'), []);
      return null;
    }
    function Screen({ first }: { first: boolean }) {
      useApi(loader('banners'), [], { first });
      return <Row />;
    }
    render(<Screen first={false} />);
    await waitFor(() => expect(asked).toEqual(['row', 'banners']));
    asked.length = 0;
    render(<Screen first />);
    await waitFor(() => expect(asked).toEqual(['banners', 'row']));
  });

  it('loads again in the background when a read it made is invalidated, and not for other keys', async () => {
    const wallet = vi.fn().mockResolvedValueOnce(10).mockResolvedValueOnce(20);
    const load = () => readQuery('GET /wallets/gcs', wallet, { staleMs: 60_000, tags: ['balance'] });
    const { result } = renderHook(() => useApi(load, []));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 10 }));
    await act(() => readQuery('GET /notice', () => Promise.resolve([]), { staleMs: 60_000, tags: ['other'] }));
    act(() => queryCache.invalidateTag('other'));
    expect(wallet).toHaveBeenCalledTimes(1);
    act(() => queryCache.invalidateTag('balance'));
    expect(result.current).toMatchObject({ status: 'ready', data: 10 });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 20 }));
    expect(wallet).toHaveBeenCalledTimes(2);
  });

  it('shares one read between two screens that ask for the same key', async () => {
    const wallet = vi.fn().mockResolvedValue(10);
    const load = () => readQuery('GET /wallets/gcs', wallet, { staleMs: 60_000 });
    const one = renderHook(() => useApi(load, []));
    const two = renderHook(() => useApi(load, []));
    await waitFor(() => expect([one.result.current.data, two.result.current.data]).toEqual([10, 10]));
    expect(wallet).toHaveBeenCalledTimes(1);
  });

  it('reload asks the server again for a read that is still fresh', async () => {
    const wallet = vi.fn().mockResolvedValueOnce(10).mockResolvedValueOnce(20);
    const load = () => readQuery('GET /wallets/gcs', wallet, { staleMs: 60_000 });
    const { result } = renderHook(() => useApi(load, []));
    await waitFor(() => expect(result.current.data).toBe(10));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 20 }));
    expect(wallet).toHaveBeenCalledTimes(2);
  });
});
