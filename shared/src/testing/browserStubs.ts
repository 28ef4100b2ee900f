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

/**
 * An IntersectionObserver the test drives, for the rest of the test: nothing is in view until the returned
 * function is called, which brings the elements the latest observer watches into view (or, given `false`, out
 * of it, as a page scrolled past them).
 */
export function controlledIntersections(): (isIntersecting?: boolean) => void {
  let report: (entries: { isIntersecting: boolean }[]) => void = () => undefined;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: typeof report) {
        report = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
  onTestFinished(() => void vi.unstubAllGlobals());
  return (isIntersecting = true) => report([{ isIntersecting }]);
}
