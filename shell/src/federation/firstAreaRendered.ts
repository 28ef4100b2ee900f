import { useEffect, useState } from 'react';
import { whenIdle } from './whenIdle';

let markRendered: () => void = () => undefined;

/** Resolves once the first routed area of the page has rendered its content (not its spinner). */
export const firstAreaRendered = new Promise<void>((resolve) => {
  markRendered = () => {
    if (typeof performance !== 'undefined' && performance.getEntriesByName('m:area-rendered').length === 0) performance.mark('m:area-rendered');
    resolve();
  };
});

/** Rendered after a routed area's module inside the same Suspense boundary: its effect runs once the area shows. */
export function AreaRenderedMarker() {
  useEffect(() => markRendered(), []);
  return null;
}

/**
 * False until the first routed area has rendered and the browser has then gone idle: what is not needed for
 * the first screen (home's widgets) waits for this, so it never competes with it on a slow network.
 */
export function useFirstAreaSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let cancel: (() => void) | undefined;
    let live = true;
    void firstAreaRendered.then(() => {
      if (live) cancel = whenIdle(() => setSettled(true));
    });
    return () => {
      live = false;
      cancel?.();
    };
  }, []);
  return settled;
}
