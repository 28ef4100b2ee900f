import { useEffect, useState } from 'react';
import { whenCallsQuiet } from 'shared';
import { whenIdle } from './whenIdle';

let markRendered: () => void = () => undefined;

/** Resolves once the first routed area of the page has rendered its content (not its spinner). */
export const firstAreaRendered = new Promise<void>((resolve) => {
  markRendered = () => {
    if (typeof performance !== 'undefined' && performance.getEntriesByName('m:area-rendered').length === 0)
      performance.mark('m:area-rendered');
    resolve();
  };
});

/** Rendered after a routed area's module inside the same Suspense boundary: its effect runs once the area shows. */
export function AreaRenderedMarker() {
  useEffect(() => markRendered(), []);
  return null;
}

let markFailed: () => void = () => undefined;

/**
 * Resolves once the page's first routed area is on the page, with its content or with its failure panel: a
 * server-rendered page is answering the player from then on (its area taken over too, not only the frame).
 */
export const firstAreaSettled = Promise.race([firstAreaRendered, new Promise<void>((resolve) => (markFailed = resolve))]);

/** Rendered with a routed area's failure panel. */
export function AreaFailedMarker() {
  useEffect(() => markFailed(), []);
  return null;
}

/**
 * Resolves once the first routed area has rendered and the data it asked for has arrived (no backend call
 * for 300 ms, 5 s at most): the page is idle while it waits on the network, so idle alone came too early.
 */
export const firstAreaWithData: Promise<void> = firstAreaRendered.then(() => whenCallsQuiet());

/**
 * False until the first routed area has rendered with its data and the browser has then gone idle: what is
 * not needed for the first screen (home's widgets) waits for this, so it never competes with it on a slow
 * network.
 */
export function useFirstAreaSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let cancel: (() => void) | undefined;
    let live = true;
    void firstAreaWithData.then(() => {
      if (live) cancel = whenIdle(() => setSettled(true));
    });
    return () => {
      live = false;
      cancel?.();
    };
  }, []);
  return settled;
}
