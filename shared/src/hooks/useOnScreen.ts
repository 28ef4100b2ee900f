import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * `[ref, onScreen]`: whether any part of the element is on the player's screen now, following it as the page
 * scrolls. Things that move by themselves (a ticking figure, an autoplaying strip, a marquee) run only while
 * `onScreen`: off screen they would cost the phone's main thread and battery for nothing the player sees.
 * On screen until the observer first says otherwise, in the server's HTML and in the render that takes it over
 * alike; without IntersectionObserver, always.
 */
export function useOnScreen<T extends Element>(): [(element: T | null) => void, boolean] {
  const [onScreen, setOnScreen] = useState(true);
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback((element: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    observer.current = new IntersectionObserver((entries) => {
      const last = entries.at(-1);
      if (last) setOnScreen(last.isIntersecting);
    });
    observer.current.observe(element);
  }, []);
  useEffect(() => () => observer.current?.disconnect(), []);
  return [ref, onScreen];
}
