import { act, renderHook, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FirstViewContext, handedOverFirstView, type FirstViewData } from '../query/firstView';
import { queryCache, readQuery } from '../query/queries';
import { useApi } from './useApi';

function Screen({ load }: { load: () => Promise<string> }) {
  const state = useApi(load, []);
  return <p>{state.status === 'ready' ? state.data : 'loading'}</p>;
}

describe('useApi in a server-rendered first view', () => {
  it('notes its load in a collecting server pass and renders the answer in the next', async () => {
    const load = () => readQuery('GET /banners', async () => 'banners', { staleMs: 60_000 });
    const noted = new Map<string, () => { result: Promise<unknown>; keys: ReadonlySet<string> }>();
    const collecting: FirstViewData = { answerOf: () => undefined, collect: (id, run) => void noted.set(id, run) };
    expect(renderToString(<FirstViewContext.Provider value={collecting}>{<Screen load={load} />}</FirstViewContext.Provider>)).toContain(
      'loading',
    );
    const [id, run] = [...noted][0]!;
    const { result, keys } = run();
    expect([...keys]).toEqual(['GET /banners']);
    const data = await result;
    const answered: FirstViewData = { answerOf: (asked) => (asked === id ? { data, reads: [...keys] } : undefined) };
    expect(renderToString(<FirstViewContext.Provider value={answered}>{<Screen load={load} />}</FirstViewContext.Provider>)).toContain(
      'banners',
    );
    queryCache.clear();
  });

  it('starts in the browser with the handed-over answer, loads nothing, and loads again when its reads go stale', async () => {
    const load = vi.fn(() => readQuery('GET /games', async () => 'fresh games', { staleMs: 60_000 }));
    let firstId = '';
    const view = handedOverFirstView({});
    const capture: FirstViewData = {
      answerOf: (id) => {
        firstId ||= id;
        return { data: 'served games', reads: ['GET /games'] };
      },
      settle: view.settle,
    };
    // The browser's cache holds what the server read (bootstrap hydrates it from the same handover).
    queryCache.hydrate({ 'GET /games': { value: 'served games', settledAt: Date.now(), staleMs: 60_000 } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <FirstViewContext.Provider value={capture}>{children}</FirstViewContext.Provider>
    );
    const { result } = renderHook(() => useApi(load, []), { wrapper });
    expect(result.current).toMatchObject({ status: 'ready', data: 'served games' });
    expect(firstId).not.toBe('');
    expect(load).not.toHaveBeenCalled();
    act(() => queryCache.invalidate('GET /games'));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'fresh games' }));
    expect(load).toHaveBeenCalledTimes(1);
    queryCache.clear();
  });

  it("for a signed-in player, starts with the server's (a guest's) answer and then asks again as the player", async () => {
    const load = vi.fn(() => readQuery('GET /announcements', async () => 'the player’s statuses', { staleMs: 60_000 }));
    const view = handedOverFirstView({}, { signedIn: true });
    const asPlayer: FirstViewData = {
      ...view,
      answerOf: () => ({ data: 'a guest’s list', reads: ['GET /announcements'] }),
    };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <FirstViewContext.Provider value={asPlayer}>{children}</FirstViewContext.Provider>
    );
    const { result } = renderHook(() => useApi(load, []), { wrapper });
    expect(result.current.data).toBe('a guest’s list');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'the player’s statuses' }));
    expect(load).toHaveBeenCalledTimes(1);
    queryCache.clear();
  });
});
