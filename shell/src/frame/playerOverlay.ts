import { useState, useSyncExternalStore } from 'react';

/** What the player can have open over the page: the side menu, or any modal dialog or sheet. */
const OPEN_OVERLAY = '[data-testid="side-menu"], [aria-modal="true"], dialog[open]';

export const isPlayerOverlayOpen = (): boolean => typeof document !== 'undefined' && document.querySelector(OPEN_OVERLAY) !== null;

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['open', 'aria-modal', 'data-testid'],
  });
  return () => observer.disconnect();
}

/** Whether a menu or dialog is open on the page right now, kept up to date as they open and close. */
export function usePlayerOverlayOpen(): boolean {
  return useSyncExternalStore(subscribe, isPlayerOverlayOpen, () => false);
}

/**
 * True from the first moment `ready` holds while nothing is open: a popup the site opens by itself waits
 * for the player to close what they opened, and, once shown, stays (it is now one of the open things).
 */
export function useWhenNothingOpen(ready: boolean): boolean {
  const overlayOpen = usePlayerOverlayOpen();
  const [allowed, setAllowed] = useState(false);
  const allowedNow = ready && !overlayOpen;
  // Latched during render (React's pattern for state derived from props), so the popup comes in the same
  // render that makes it ready, not one effect later.
  if (allowedNow && !allowed) setAllowed(true);
  return allowed || allowedNow;
}
