import type { Announcement, SessionInfo } from 'shared';

/** Which popup list a visitor gets: A for logged-in users, B for everyone else (docs/product-rules.md §4). */
export type PopupType = 'A' | 'B';

/** Popup autoplay delay and the wait before the popup is evaluated (docs/product-rules.md §9). */
export const POPUP_AUTOPLAY_MS = 5000;
export const POPUP_EVALUATE_AFTER_MS = 500;
/** Length of the closing animation before the popup is hidden. */
export const POPUP_CLOSE_ANIMATION_MS = 250;

export const popupTypeFor = (session: SessionInfo | null): PopupType => (session ? 'A' : 'B');

/** Type A shows execution A items, plus F items on a first login; type B shows execution B items. */
export function popupItems(list: readonly Announcement[], type: PopupType, firstTimeLogin: boolean): Announcement[] {
  const executions = type === 'A' ? (firstTimeLogin ? ['A', 'F'] : ['A']) : ['B'];
  return list.filter((item) => executions.includes(item.execution));
}

/** The title/content set of a list: the same items in any order give the same signature. */
export function popupSignature(items: readonly Pick<Announcement, 'title' | 'content'>[]): string {
  return JSON.stringify(items.map((item) => [item.title, item.content]).sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1)));
}

/** What is stored locally per popup type. */
export interface StoredPopupState {
  show: boolean;
  signature: string;
}

interface PopupDecision {
  /** The whole popup list of the announcements call. */
  list: readonly Announcement[];
  type: PopupType | null;
  /** The list filtered for the type. */
  items: readonly Announcement[];
  stored: StoredPopupState | null;
}

/**
 * Shown only when the list is non-empty, a type is chosen and the filtered list has entries, unless the
 * user closed this very title/content set before: a changed set shows again.
 */
export function shouldShowPopup({ list, type, items, stored }: PopupDecision): boolean {
  if (list.length === 0 || type === null || items.length === 0) return false;
  if (!stored) return true;
  return stored.show || stored.signature !== popupSignature(items);
}
