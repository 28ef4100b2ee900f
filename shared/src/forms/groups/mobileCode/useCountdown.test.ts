import { act, renderHook } from '@testing-library/react';
import { useCountdown } from './useCountdown';

describe('useCountdown (SMS countdown ticking every 0.5 s)', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_700_000_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('counts down from the expiry time, refreshed every 500 ms, and stops at 0', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current.seconds).toBe(0);
    act(() => result.current.start(Date.now() + 2_200));
    expect(result.current.seconds).toBe(3);
    act(() => vi.advanceTimersByTime(500)); // 1.7 s left
    expect(result.current.seconds).toBe(2);
    act(() => vi.advanceTimersByTime(500)); // 1.2 s left
    expect(result.current.seconds).toBe(2);
    act(() => vi.advanceTimersByTime(500)); // 0.7 s left
    expect(result.current.seconds).toBe(1);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.seconds).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('uses 60 s when the server gives no usable expiry', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(undefined));
    expect(result.current.seconds).toBe(60);
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current.seconds).toBe(30);
  });
});
