import { useEffect, useState } from 'react';
import { bus } from 'shared';

/** How long the contract alert waits for the announcement popup's word before going on without it (a failed area). */
export const ANNOUNCEMENT_WAIT_MS = 10_000;

/**
 * Whether home's announcement popup is out of the way (it will not show, or was closed), so the next popup may
 * open (docs/product-rules.md §4, 4.19). Counted from `started`; true after ANNOUNCEMENT_WAIT_MS without word.
 */
export function useAnnouncementPopupDone(started: boolean): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => bus.on('announcement-popup:done', () => setDone(true)), []);
  useEffect(() => {
    if (!started || done) return;
    const timer = setTimeout(() => setDone(true), ANNOUNCEMENT_WAIT_MS);
    return () => clearTimeout(timer);
  }, [started, done]);
  return done;
}
