import { useCallback, useEffect, useRef, useState } from 'react';
import { useServerRendered } from './useBrowserValue';

/**
 * `[ref, near]`: `near` turns true once the element comes within `margin` of what the player can see (a slide
 * scrolled out of its carousel does not count) and stays true. Pictures wait for it, so a home with sixty game
 * tiles downloads the handful on screen first instead of queueing them all ahead of what is visible.
 * Without IntersectionObserver everything counts as near. In the server's HTML (and so in the render that takes
 * it over) only what `inServerHtml` says is near: the pictures of the first screen, which must not share a
 * slow link with the dozens below it; the rest wait for the observer once the page is taken over.
 */
export function useNearViewport<T extends Element>(
  margin = '200px',
  { inServerHtml = false }: { inServerHtml?: boolean } = {},
): [(element: T | null) => void, boolean] {
  const serverRendered = useServerRendered();
  const [near, setNear] = useState(() => (serverRendered ? inServerHtml : typeof IntersectionObserver === 'undefined'));
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
