import { sessionStore } from 'shared';
import { PREVIEW_KEY, previewAsked } from './previewAsked';

export { PREVIEW_KEY, PREVIEW_PARAM } from './previewAsked';

/** Whether this page load asks for a preview at all (only then are the preview code and the published versions fetched). */
export const wantsPreview = () => previewAsked(window.location.search, sessionStore.get(PREVIEW_KEY));

/** Back to the pinned versions: forget the tab's overrides and load the page again. */
export function resetPreview(): void {
  sessionStore.remove(PREVIEW_KEY);
  window.location.reload();
}
