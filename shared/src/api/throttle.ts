/**
 * Throttle an async call: the first call in a window runs at once; further calls inside `waitMs` are folded
 * into one trailing call with the latest arguments, which every folded caller awaits. Calls are kept apart
 * by `keyOf` (e.g. one window per announcement id), so throttling never drops a different request.
 */
export function throttleAsync<A extends unknown[], R>(
  fn: (...args: A) => Promise<R>,
  waitMs: number,
  keyOf: (...args: A) => string = () => '',
): (...args: A) => Promise<R> {
  interface Window {
    lastRun: number;
    trailing?: { args: A; promise: Promise<R>; resolve(value: Promise<R>): void };
  }
  const windows = new Map<string, Window>();

  return (...args: A) => {
    const key = keyOf(...args);
    const now = Date.now();
    const win = windows.get(key);
    if (!win || now - win.lastRun >= waitMs) {
      if (!win?.trailing) {
        windows.set(key, { lastRun: now });
        return fn(...args);
      }
    }
    const current = win ?? { lastRun: now };
    if (current.trailing) {
      current.trailing.args = args;
      return current.trailing.promise;
    }
    let resolve!: (value: Promise<R>) => void;
    const promise = new Promise<R>((r) => (resolve = r));
    current.trailing = { args, promise, resolve };
    windows.set(key, current);
    setTimeout(
      () => {
        const trailing = current.trailing;
        current.trailing = undefined;
        current.lastRun = Date.now();
        if (trailing) trailing.resolve(fn(...trailing.args));
      },
      Math.max(0, current.lastRun + waitMs - now),
    );
    return promise;
  };
}

/** The throttle windows of docs/product-rules.md §9. */
export const THROTTLE_MS = { markRead: 150, unread: 250 } as const;
