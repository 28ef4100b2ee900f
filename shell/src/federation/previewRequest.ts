import { sessionStore } from 'shared';

/** The query parameter a QA person adds to preview published versions: `?remotes=lobby@1.4.0-rc.1,support@2.0.0`. */
export const PREVIEW_PARAM = 'remotes';
/** Accepted overrides are kept for the browser tab's session. */
export const PREVIEW_KEY = 'm.release.preview';

/** Whether this page load asks for a preview at all (only then is the preview code and registry fetched). */
export const wantsPreview = () => new URLSearchParams(window.location.search).has(PREVIEW_PARAM) || sessionStore.get(PREVIEW_KEY) !== null;

/** Back to the pinned versions: forget the tab's overrides and load the page again. */
export function resetPreview(): void {
  sessionStore.remove(PREVIEW_KEY);
  window.location.reload();
}
