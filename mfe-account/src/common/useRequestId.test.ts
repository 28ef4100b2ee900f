import { renderHook } from '@testing-library/react';
import { useRequestId } from './useRequestId';

describe('useRequestId', () => {
  it('keeps the id while the same values are sent again, and makes a new one for new values or once done', () => {
    const { result } = renderHook(() => useRequestId());
    const first = result.current.idFor({ amount: '500', channel: 'GCASH' });
    expect(first).toMatch(/^[0-9a-f]{24}$/);
    expect(result.current.idFor({ amount: '500', channel: 'GCASH' })).toBe(first);
    const other = result.current.idFor({ amount: '600', channel: 'GCASH' });
    expect(other).not.toBe(first);
    result.current.done();
    expect(result.current.idFor({ amount: '600', channel: 'GCASH' })).not.toBe(other);
  });
});
