/** A task that starts this long after it was queued waited behind other work: the page was not idle yet. */
const BUSY_GAP_MS = 50;

/**
 * Where there is no `requestIdleCallback` (Safari): idle is a painted frame followed at once by a free
 * main thread (a task queued right after the frame starts without waiting behind a long one); probed
 * again after each busy frame, `timeoutMs` at most.
 */
function whenFrameThenFree(run: () => void, timeoutMs: number): () => void {
  let done = false;
  let frame = 0;
  let task: ReturnType<typeof setTimeout> | undefined;
  const finish = () => {
    if (done) return;
    done = true;
    cancel();
    run();
  };
  const probe = () => {
    frame = requestAnimationFrame(() => {
      const queuedAt = performance.now();
      task = setTimeout(() => (performance.now() - queuedAt < BUSY_GAP_MS ? finish() : probe()), 0);
    });
  };
  const deadline = setTimeout(finish, timeoutMs);
  const cancel = () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(task);
    clearTimeout(deadline);
  };
  probe();
  return cancel;
}

/** Runs `run` when the browser is next idle (at the latest after `timeoutMs`); returns a cancel function. */
export function whenIdle(run: () => void, timeoutMs = 4000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  return whenFrameThenFree(run, timeoutMs);
}
