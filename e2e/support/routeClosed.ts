/**
 * For a route handler's `.catch`: the page or context went away while the handler was fetching or answering
 * (the test is over, or the page navigated), so there is nobody left to answer. Anything else is rethrown.
 */
export function ignoreWhenClosed(error: unknown): void {
  if (/has been (closed|disposed)/.test(String(error))) return;
  throw error;
}
