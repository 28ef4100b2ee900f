/** The query parameter a QA person adds to preview published versions: `?remotes=lobby@1.4.0-rc.1,support@2.0.0`. */
export const PREVIEW_PARAM = 'remotes';
/** Accepted overrides are kept for the browser tab's session. */
export const PREVIEW_KEY = 'm.release.preview';

/**
 * Whether a page load asks for a preview: the parameter in its URL or overrides stored for its tab. Kept free
 * of `shared`, so the entry script can ask before the shared singletons exist.
 */
export const previewAsked = (search: string, storedOverrides: string | null): boolean =>
  new URLSearchParams(search).has(PREVIEW_PARAM) || storedOverrides !== null;

/** The tab's stored overrides read straight from session storage (the entry script's view). */
export function storedOverridesEarly(): string | null {
  try {
    return window.sessionStorage.getItem(PREVIEW_KEY);
  } catch {
    return null;
  }
}
