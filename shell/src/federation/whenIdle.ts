/** Runs `run` when the browser is next idle (at the latest after `timeoutMs`); returns a cancel function. */
export function whenIdle(run: () => void, timeoutMs = 4000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 1500);
  return () => clearTimeout(timer);
}
