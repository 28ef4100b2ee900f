import { act, renderHook, waitFor } from '@testing-library/react';
import { prerender } from 'react-dom/static';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FirstViewContext, handedOverFirstView, type FirstViewAnswer, type FirstViewData } from '../query/firstView';
import { queryCache, readQuery } from '../query/queries';
import { useApi } from './useApi';

function Screen({ load }: { load: () => Promise<string> }) {
  const state = useApi(load, []);
  return <p>{state.status === 'ready' ? state.data : 'loading'}</p>;
}

/** The HTML of a server render that waits for every read, as the site server's does. */
async function serverHtml(element: ReactNode): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

describe('useApi in a server-rendered first view', () => {
  it('waits for its reads inside one server render and renders their answer', async () => {
    const load = vi.fn(() => readQuery('GET /banners', async () => 'banners', { staleMs: 60_000 }));
    const answers = new Map<string, Promise<FirstViewAnswer | undefined>>();
    const server: FirstViewData = {
      answerOf: () => undefined,
      serverAnswer(id, run) {
        if (!answers.has(id)) {
          const { result, keys } = run();
          answers.set(
            id,
            result.then((data) => ({ data, reads: [...keys] })),
          );
        }
        return answers.get(id)!;
      },
    };
    expect(await serverHtml(<FirstViewContext.Provider value={server}>{<Screen load={load} />}</FirstViewContext.Provider>)).toContain(
      'banners',
    );
    expect(load).toHaveBeenCalledTimes(1);
    expect([...answers.keys()]).toHaveLength(1);
    queryCache.clear();
  });

  it('renders loading in the server render when its reads failed or were late (no answer)', async () => {
    const server: FirstViewData = { answerOf: () => undefined, serverAnswer: async () => undefined };
    const load = () => Promise.resolve('never shown');
    expect(await serverHtml(<FirstViewContext.Provider value={server}>{<Screen load={load} />}</FirstViewContext.Provider>)).toContain(
      'loading',
    );
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
