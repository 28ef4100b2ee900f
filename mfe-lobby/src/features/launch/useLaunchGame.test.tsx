import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ApiError, hideToast, i18n, useBrandStore, useSessionStore, useToastStore } from 'shared';
import { brandSettings } from 'shared/testing';
import { makeGame } from '../../testing/fixtures';
import { useLaunchGame } from './useLaunchGame';

const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;
const member = { token: 'tok', merchantCode: 'mcasino', userName: 'player01', type: 1, firstTimeLogin: false };

beforeAll(() => i18n.loadNamespaces('lobby'));

afterEach(() => {
  useSessionStore.getState().signOut();
  useToastStore.getState().toasts.forEach((x) => hideToast(x.id));
});

describe('useLaunchGame', () => {
  it('launches other games with the launch call and opens the game page', async () => {
    useSessionStore.getState().signIn(member);
    const openUrl = vi.fn();
    const launch = vi.fn().mockResolvedValue({ gameUrl: '/wps/game/frame?g=1' });
    const { result } = renderHook(() => useLaunchGame({ openUrl, launch }), { wrapper });
    await act(() => result.current(makeGame(1001, { supportPlay: 0 })));
    expect(launch).toHaveBeenCalledWith({ gameCategory: 'RNG', vendor: 'PG', gameId: 'pg_1001', nodeId: 1001, supportFreePlay: true });
    expect(openUrl).toHaveBeenCalledWith('/wps/game/frame?g=1');
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it("shows the server's message when the launch is refused (e.g. a trial account)", async () => {
    useSessionStore.getState().signIn({ ...member, type: 4 });
    const openUrl = vi.fn();
    const launch = vi.fn().mockRejectedValue(new ApiError('server', 'Please login an actual account to use this function'));
    const { result } = renderHook(() => useLaunchGame({ openUrl, launch }), { wrapper });
    await act(() => result.current(makeGame(1001)));
    expect(openUrl).not.toHaveBeenCalled();
    expect(useToastStore.getState().toasts).toEqual([
      expect.objectContaining({ kind: 'error', message: 'Please login an actual account to use this function' }),
    ]);
  });

  it('does not call launch for guests', async () => {
    const launch = vi.fn();
    const { result } = renderHook(() => useLaunchGame({ openUrl: vi.fn(), launch }), { wrapper });
    await act(() => result.current(makeGame(1001)));
    expect(launch).not.toHaveBeenCalled();
  });

  it('keeps its loading past 10 s until the answer and launches one game at a time (docs/product-rules.md §9, 9.14)', async () => {
    vi.useFakeTimers();
    try {
      useSessionStore.getState().signIn(member);
      let answer: (value: { gameUrl: string }) => void = () => {};
      const launch = vi.fn().mockReturnValue(new Promise((resolve) => (answer = resolve)));
      const openUrl = vi.fn();
      const { result } = renderHook(() => useLaunchGame({ openUrl, launch }), { wrapper });
      let first: Promise<void> | undefined;
      act(() => {
        first = result.current(makeGame(1001));
        void result.current(makeGame(1002));
      });
      expect(launch).toHaveBeenCalledTimes(1);
      act(() => vi.advanceTimersByTime(14_000));
      expect(useToastStore.getState().toasts).toEqual([expect.objectContaining({ kind: 'loading' })]);
      await act(async () => {
        answer({ gameUrl: '/wps/game/frame?g=1' });
        await first;
      });
      expect(openUrl).toHaveBeenCalledTimes(1);
      expect(useToastStore.getState().toasts).toEqual([]);
      launch.mockResolvedValue({ gameUrl: '/wps/game/frame?g=2' });
      await act(() => result.current(makeGame(1002)));
      expect(launch).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('records a lottery opened at its lobby in the recent games (docs/product-rules.md §2, 2.47)', async () => {
    useSessionStore.getState().signIn(member);
    const recordRecent = vi.fn().mockResolvedValue([]);
    const { result } = renderHook(() => useLaunchGame({ openUrl: vi.fn(), launch: vi.fn(), recordRecent }), { wrapper });
    await act(() => result.current(makeGame(3001, { gameType: 'ELOTT', vassalage: 'TCG_LOTTO_VN', gameCode: 'vn_1' })));
    expect(recordRecent).toHaveBeenCalledWith(3001);
    await act(() => result.current(makeGame(3002, { gameType: 'LOTT', vassalage: 'TCG_KENO', gameCode: 'keno_1' })));
    expect(recordRecent).toHaveBeenCalledTimes(1);
  });

  it('reads the brand at the tap: settings that arrive after the screen has rendered render nothing again, and the tap follows them', async () => {
    useSessionStore.getState().signIn(member);
    let renders = 0;
    const { result } = renderHook(
      () => {
        renders++;
        return {
          launch: useLaunchGame({ openUrl: vi.fn(), launch: vi.fn(), recordRecent: vi.fn().mockResolvedValue([]) }),
          location: useLocation(),
        };
      },
      { wrapper },
    );
    const rendered = renders;
    act(() => useBrandStore.getState().setSettings(brandSettings({ elottMapping: ['TCG_KENO'] })));
    expect(renders).toBe(rendered);
    await act(() => result.current.launch(makeGame(3002, { gameType: 'LOTT', vassalage: 'TCG_KENO', gameCode: 'keno_1' })));
    expect(new URLSearchParams(result.current.location.search).get('prize_mode')).toBe('ELOTT');
  });
});
