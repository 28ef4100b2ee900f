import { renderHook } from '@testing-library/react';
import { useEvery } from './useEvery';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useEvery', () => {
  it('ticks every interval, not before it, and stops when unmounted', () => {
    vi.useFakeTimers();
    const tick = vi.fn();
    const { unmount } = renderHook(() => useEvery(tick, 4000));
    vi.advanceTimersByTime(3999);
    expect(tick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(tick).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(8000);
    expect(tick).toHaveBeenCalledTimes(3);
    unmount();
    vi.advanceTimersByTime(8000);
    expect(tick).toHaveBeenCalledTimes(3);
  });

  it('does nothing without an interval or while the page is hidden', () => {
    vi.useFakeTimers();
    const tick = vi.fn();
    renderHook(() => useEvery(tick, null));
    vi.advanceTimersByTime(20_000);
    expect(tick).not.toHaveBeenCalled();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    renderHook(() => useEvery(tick, 1000));
    vi.advanceTimersByTime(5000);
    expect(tick).not.toHaveBeenCalled();
  });
});
