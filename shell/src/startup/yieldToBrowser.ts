interface YieldingScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task: what follows runs in a task of its own once the browser has had its turn (a tap, a
 * paint). Start-up is a chain of steps that each take a few milliseconds on a phone; run back to back they make
 * one long task that holds every tap meanwhile. `scheduler.yield()` where the browser has it (the rest comes
 * first among waiting tasks), else a zero-delay timer.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
