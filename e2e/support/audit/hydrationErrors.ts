import type { Page } from '@playwright/test';

/** React's own reports of a page the browser could not take over as it was sent (the shell logs them, see its hydrationErrors.ts). */
export const hydrationErrors = (errors: readonly string[]): string[] =>
  errors.filter((e) => /hydrat|Minified React error #(418|419|423|425)/i.test(e));

/** Records the page's console errors from now on; `hydration()` gives the hydration reports among them, `stop()` ends it. */
export function recordConsoleErrors(page: Page) {
  const errors: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error') errors.push(message.text());
  };
  page.on('console', onConsole);
  return {
    hydration: () => hydrationErrors(errors),
    stop: () => page.off('console', onConsole),
  };
}
