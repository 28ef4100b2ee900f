import { LOADING_LIMIT_MS, TOAST_MS } from '../timings';
import { showToast, toastDuration, useToastStore } from './store';

describe('toasts', () => {
  it('last 3 s by default and 8 s when long', () => {
    expect(toastDuration({ message: 'x' })).toBe(TOAST_MS.default);
    expect(TOAST_MS.default).toBe(3000);
    expect(toastDuration({ message: 'x', long: true })).toBe(8000);
  });

  it('caps loading toasts at their limits: 10 s for SMS and feedback, a game launch until its answer, 9999 ms otherwise', () => {
    expect(toastDuration({ message: 'x', kind: 'loading' })).toBe(9999);
    expect(toastDuration({ message: 'x', kind: 'loading', durationMs: LOADING_LIMIT_MS.sms })).toBe(10000);
    expect(toastDuration({ message: 'x', kind: 'loading', durationMs: LOADING_LIMIT_MS.launch })).toBe(60000);
    expect(toastDuration({ message: 'x', kind: 'loading', durationMs: 120000 })).toBe(60000);
  });

  it('disappear after their duration or when hidden', () => {
    vi.useFakeTimers();
    const hide = showToast({ message: 'a', durationMs: 1000 });
    showToast({ message: 'b', durationMs: 1000 });
    expect(useToastStore.getState().toasts).toHaveLength(2);
    hide();
    expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual(['b']);
    vi.advanceTimersByTime(1000);
    expect(useToastStore.getState().toasts).toHaveLength(0);
    vi.useRealTimers();
  });
});
