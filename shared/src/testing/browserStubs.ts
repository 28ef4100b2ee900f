import { onTestFinished, vi } from 'vitest';

/**
 * How the page was opened, for the rest of the test: iOS sets `navigator.standalone` from the home screen,
 * other browsers match `(display-mode: standalone)` in an installed web app.
 */
export function openedAs({ iosHomeScreen = false, displayModeStandalone = false }): void {
  Object.defineProperty(navigator, 'standalone', { value: iosHomeScreen, configurable: true });
  const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    matches: displayModeStandalone && query === '(display-mode: standalone)',
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(() => false),
  }));
  onTestFinished(() => {
    matchMedia.mockRestore();
    Reflect.deleteProperty(navigator, 'standalone');
  });
}

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

/**
 * An IntersectionObserver the test drives, for the rest of the test: nothing is in view until the returned
 * function is called, which brings every element still observed into view (or, given `false`, out of it, as a
 * page scrolled past them).
 */
export function controlledIntersections(): (isIntersecting?: boolean) => void {
  const observers = fakeIntersectionObserver();
  onTestFinished(() => void vi.unstubAllGlobals());
  return (isIntersecting = true) => {
    for (const observer of observers) if (!observer.disconnected) observer.callback([{ isIntersecting }]);
  };
}
