import { useEffect, useRef } from 'react';

/** Run `effect` once things settle: `delayMs` after the last change of `deps` (skips the first render). */
export function useDebouncedEffect(effect: () => void, delayMs: number, deps: readonly unknown[]): void {
  const first = useRef(true);
  const latest = useRef(effect);
  latest.current = effect;
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => latest.current(), delayMs);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps decide when the effect runs, as with useEffect
  }, deps);
}
