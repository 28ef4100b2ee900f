import { useCallback, useRef } from 'react';

/** Keeps the inputs of a form by field name, so the first invalid one can get the focus. */
export function useFieldRefs<F extends string>() {
  const refs = useRef(new Map<F, HTMLInputElement>());
  const register = useCallback(
    (field: F) => (element: HTMLInputElement | null) => {
      if (element) refs.current.set(field, element);
      else refs.current.delete(field);
    },
    [],
  );
  const focus = useCallback((field: F | undefined) => {
    if (field) refs.current.get(field)?.focus();
  }, []);
  return { register, focus };
}
