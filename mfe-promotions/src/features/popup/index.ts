/** The announcement popup: when it shows, what it remembers, and its view. */
export { AnnouncementPopupView } from './AnnouncementPopupView';
export { POPUP_EVALUATE_AFTER_MS } from './popupRules';
export { popupStorageKey } from './popupStorage';
export { useAnnouncementPopup } from './useAnnouncementPopup';
