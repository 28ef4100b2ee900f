let inFlight = 0;
let lastActivity = 0;

/** Counted by the API client around every backend call. */
export function callStarted(): void {
  inFlight += 1;
  lastActivity = Date.now();
}

export function callEnded(): void {
  inFlight = Math.max(0, inFlight - 1);
  lastActivity = Date.now();
}

/**
 * Resolves once no backend call has been in flight for `quietMs`, or after `maxWaitMs` whatever happens: for
 * work that must not compete with the data a page is waiting for (the shell's warm-up of other areas), on a
 * site whose screens ask for their data as they render.
 */
export function whenCallsQuiet({ quietMs = 300, maxWaitMs = 5000 } = {}): Promise<void> {
  const deadline = Date.now() + maxWaitMs;
  return new Promise((resolve) => {
    const check = () => {
      const now = Date.now();
      const quietFor = now - lastActivity;
      if ((inFlight === 0 && quietFor >= quietMs) || now >= deadline) return resolve();
      setTimeout(check, Math.min(inFlight === 0 ? quietMs - quietFor : quietMs, deadline - now));
    };
    check();
  });
}
