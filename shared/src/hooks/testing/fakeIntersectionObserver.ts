import { vi } from 'vitest';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

/** What the page made of one observer: its callback and options, what it watches, whether it was let go. */
export interface ObserverMade {
  callback: Callback;
  options?: IntersectionObserverInit;
  observed: Element[];
  disconnected: boolean;
}

/**
 * Puts an IntersectionObserver the test drives in place for the rest of the test, and returns the observers the
 * page makes, in order, for the test to report to (`observers[0]!.callback([{ isIntersecting: true }])`).
 */
export function fakeIntersectionObserver(): ObserverMade[] {
  const observers: ObserverMade[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly made: ObserverMade;
      constructor(callback: Callback, options?: IntersectionObserverInit) {
        this.made = { callback, options, observed: [], disconnected: false };
        observers.push(this.made);
      }
      observe(element: Element) {
        this.made.observed.push(element);
      }
      disconnect() {
        this.made.disconnected = true;
      }
    },
  );
  return observers;
}
