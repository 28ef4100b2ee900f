import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { setLanguage } from 'shared';
import type { FieldErrors } from './validation';
import { useRevalidateOnLanguage } from './useRevalidateOnLanguage';

describe('useRevalidateOnLanguage (errors re-validated on language change, debounced 200 ms)', () => {
  afterEach(async () => {
    vi.useRealTimers();
    await act(() => setLanguage('en'));
  });

  it('checks only the fields that show an error, 200 ms after the switch', async () => {
    const check = vi.fn((field: 'a' | 'b' | 'c') => (field === 'a' ? 'still wrong' : null));
    const { result } = renderHook(() => {
      const [errors, setErrors] = useState<FieldErrors<'a' | 'b' | 'c'>>({ a: 'old', b: 'old' });
      useRevalidateOnLanguage(setErrors, check);
      return errors;
    });
    vi.useFakeTimers();
    await act(() => setLanguage('pt'));
    act(() => vi.advanceTimersByTime(199));
    expect(check).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(check.mock.calls.map(([f]) => f).sort()).toEqual(['a', 'b']);
    expect(result.current).toEqual({ a: 'still wrong' });
  });

  it('a quick second switch restarts the wait', async () => {
    const check = vi.fn(() => 'x');
    renderHook(() => {
      const [, setErrors] = useState<FieldErrors<'a'>>({ a: 'old' });
      useRevalidateOnLanguage(setErrors, check);
    });
    vi.useFakeTimers();
    await act(() => setLanguage('pt'));
    act(() => vi.advanceTimersByTime(150));
    await act(() => setLanguage('en'));
    act(() => vi.advanceTimersByTime(150));
    expect(check).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(50));
    expect(check).toHaveBeenCalledTimes(1);
  });
});
