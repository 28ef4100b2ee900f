import { act, renderHook } from '@testing-library/react';
import { bus } from 'shared';
import { ANNOUNCEMENT_WAIT_MS, useAnnouncementPopupDone } from './homePopupOrder';

describe('home popups one at a time (docs/product-rules.md §4, 4.19)', () => {
  afterEach(() => vi.useRealTimers());

  it('waits for the announcement popup to be out of the way', () => {
    const { result } = renderHook(() => useAnnouncementPopupDone(true));
    expect(result.current).toBe(false);
    act(() => bus.emit('announcement-popup:done'));
    expect(result.current).toBe(true);
  });

  it('goes on without it when it never says (its area failed)', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useAnnouncementPopupDone(true));
    act(() => vi.advanceTimersByTime(ANNOUNCEMENT_WAIT_MS - 1));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });
});
