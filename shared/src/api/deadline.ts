/**
 * A call's time limit: its signal aborts after `timeoutMs` or when the caller's own signal aborts, and
 * `race` makes any promise (a transport that ignores the signal, a request already under way, a body still
 * arriving) give up at that moment. `timedOut` tells the two apart; `end()` stops the clock.
 */
export interface Deadline {
  readonly signal: AbortSignal;
  readonly timedOut: boolean;
  race<T>(work: Promise<T>): Promise<T>;
  end(): void;
}

export function startDeadline(timeoutMs: number, callerSignal?: AbortSignal): Deadline {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const followCaller = () => controller.abort();
  if (callerSignal?.aborted) controller.abort();
  else callerSignal?.addEventListener('abort', followCaller, { once: true });
  const aborted = new Promise<never>((_, reject) => {
    const fail = () => reject(new DOMException('The call was aborted', 'AbortError'));
    if (controller.signal.aborted) fail();
    else controller.signal.addEventListener('abort', fail, { once: true });
  });
  // Nobody may be racing when it aborts (the work ended first): that is no unhandled rejection.
  aborted.catch(() => undefined);
  return {
    signal: controller.signal,
    get timedOut() {
      return timedOut;
    },
    race: (work) => Promise.race([work, aborted]),
    end() {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', followCaller);
    },
  };
}
