/**
 * Errors React recovered from while taking over a server-rendered page. An area the server left to the
 * browser is one by design (React renders it here); anything else is a mismatch between the server's HTML
 * and the browser's first render, a bug, reported on the console (the e2e suite fails on it).
 */
export const LEFT_TO_BROWSER = 'this area is rendered in the browser';

export function reportHydrationError(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  // React's production build names it by code only: #419, the server could not finish this boundary.
  if (message.includes(LEFT_TO_BROWSER) || /The server could not finish this Suspense boundary|error #419\b/.test(message)) return;
  console.error('hydration:', error);
}
