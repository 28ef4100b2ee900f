import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchSystemStatus } from 'shared';
import { cacheStatus, statusFromResponse, type SystemStatus } from './systemStatus';

/** How often a status page asks again by itself (docs/product-rules.md §2, 2.52). */
export const STATUS_RECHECK_MS = 30_000;

export type RecheckState = 'idle' | 'checking' | 'still-down' | 'unreachable';

/**
 * Asks for the system status again every 30 s and when the player taps retry; `onStatus` hears each answer
 * (0 lets the site back in). A failed call leaves the page as it is and says so.
 */
export function useStatusRecheck(onStatus: (status: SystemStatus) => void) {
  const [state, setState] = useState<RecheckState>('idle');
  const listener = useRef(onStatus);
  listener.current = onStatus;
  const inFlight = useRef(false);

  const recheck = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setState('checking');
    try {
      const status = statusFromResponse(await fetchSystemStatus({ recheck: true }));
      cacheStatus(status);
      setState(status === 0 ? 'idle' : 'still-down');
      listener.current(status);
    } catch {
      setState('unreachable');
    } finally {
      inFlight.current = false;
    }
  }, []);

  useEffect(() => {
    const timer = setInterval(() => void recheck(), STATUS_RECHECK_MS);
    return () => clearInterval(timer);
  }, [recheck]);

  return { state, recheck };
}
