/**
 * For a route handler's `.catch`: the page or context went away while the handler was fetching or answering
 * (the test is over, or the page navigated), so there is nobody left to answer. Anything else is rethrown.
 */
export function ignoreWhenClosed(error: unknown): void {
  // Playwright says it two ways: "Target page, context or browser has been closed", "Request context disposed".
  if (/has been (closed|disposed)|context disposed/.test(String(error))) return;
  throw error;
}
