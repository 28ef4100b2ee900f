import { useCallback, useEffect, useRef, useState } from 'react';
import { useServerRendered } from './useBrowserValue';

/**
 * `[ref, near]`: `near` turns true once the element comes within `margin` of what the player can see (a slide
 * scrolled out of its carousel does not count) and stays true. Pictures wait for it, so a home with sixty game
 * tiles downloads the handful on screen first instead of queueing them all ahead of what is visible.
 * Without IntersectionObserver everything counts as near, and so does what the server rendered (its HTML has
 * the pictures, lazily loaded by the browser), so the page is taken over as it was sent.
 */
export function useNearViewport<T extends Element>(margin = '200px'): [(element: T | null) => void, boolean] {
  const serverRendered = useServerRendered();
  const [near, setNear] = useState(() => serverRendered || typeof IntersectionObserver === 'undefined');
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback(
    (element: T | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element || near) return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) {
            observer.current?.disconnect();
            setNear(true);
          }
        },
        { rootMargin: margin },
      );
      observer.current.observe(element);
    },
    [margin, near],
  );
  useEffect(() => () => observer.current?.disconnect(), []);
  return [ref, near];
}
