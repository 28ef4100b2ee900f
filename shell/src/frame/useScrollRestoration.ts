import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** How long a page coming back through back/forward is held at its old position while its content arrives. */
const RESTORE_WITHIN_MS = 3_000;
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown'] as const;

/**
 * A new page opens at the top; back and forward return to where the player was on that history entry
 * (docs/product-rules.md §2, 2.51). The router in use has no scroll restoration of its own, and the browser's
 * cannot work with areas that render after the navigation, so the shell keeps the positions itself.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const shownKey = useRef(location.key);
  const previousPath = useRef(location.pathname);
  const opened = useRef(false);

  // One listener for the page's life: it files each position under the entry on screen. The entry changes in
  // the commit that renders the next page, before the browser clamps the old position to the new page's height.
  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    const remember = () => positions.current.set(shownKey.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    shownKey.current = location.key;
    // The page the document opens on is where the browser put it; an area that restores a place of its own
    // (a game list coming back from a game) has done so already, in its own earlier effect.
    if (!opened.current) {
      opened.current = true;
      return;
    }
    const samePage = previousPath.current === location.pathname;
    previousPath.current = location.pathname;
    if (navigationType !== 'POP') {
      // A query change on the same page (tabs, filters) keeps the player where they are.
      if (!samePage) window.scrollTo(0, 0);
      return;
    }
    const saved = positions.current.get(location.key);
    // An entry never shown in this page view (the first page, or one from before a reload) opens at the top.
    if (saved === undefined) return void window.scrollTo(0, 0);
    return restore(saved);
  }, [location.key, location.pathname, navigationType]);
}

/**
 * Scrolls to `top` and holds it while the page's areas and images arrive (each changes the page's height, and
 * the browser's scroll anchoring would move the player with them), until the player scrolls or the time is up.
 */
function restore(top: number): () => void {
  window.scrollTo(0, top);
  const observer = new ResizeObserver(() => window.scrollTo(0, top));
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const event of USER_SCROLL_EVENTS) window.removeEventListener(event, stop);
  };
  observer.observe(document.body);
  const timer = setTimeout(stop, RESTORE_WITHIN_MS);
  for (const event of USER_SCROLL_EVENTS) window.addEventListener(event, stop, { passive: true });
  return stop;
}
