import { useEffect, useRef } from 'react';

/**
 * Calls `tick` every `ms` while `ms` is a number; not while the page is hidden (a phone's background tab does
 * no work), and from the first tick on, never before `ms` has passed.
 */
export function useEvery(tick: () => void, ms: number | null): void {
  const latest = useRef(tick);
  latest.current = tick;
  useEffect(() => {
    if (ms === null) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState !== 'hidden') latest.current();
    }, ms);
    return () => window.clearInterval(timer);
  }, [ms]);
}
