import { useCallback, useRef } from 'react';
import { newRequestId } from './requestId';

/**
 * The request id of a form's write: the same while the same values are sent again (a retry after a failure or a
 * lost answer), a new one for other values or once the write went through (`done`).
 */
export function useRequestId() {
  const last = useRef<{ key: string; id: string } | null>(null);
  const idFor = useCallback((values: unknown) => {
    const key = JSON.stringify(values);
    if (last.current?.key !== key) last.current = { key, id: newRequestId() };
    return last.current.id;
  }, []);
  const done = useCallback(() => {
    last.current = null;
  }, []);
  return { idFor, done };
}
