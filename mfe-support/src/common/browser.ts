/** Leaving the page, kept in one place so screens stay testable. */

/** Go to a URL in this tab (a full page load, e.g. the live-chat page or an app package). */
export function goTo(url: string): void {
  window.location.assign(url);
}

/** Open a URL in a new tab, without giving it a handle on this page. */
export function openNewTab(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/** A CSS custom property of the current theme, e.g. `--m-surface`. */
export function themeColor(name: string, fallback: string): string {
  if (typeof document === 'undefined') return fallback;
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}
