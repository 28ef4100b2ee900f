import { localStore } from 'shared';
import type { PopupType, StoredPopupState } from './popupRules';

export const popupStorageKey = (type: PopupType) => `m.announcementPopup.${type}`;

const isStoredState = (value: unknown): value is StoredPopupState => {
  const v = value as Partial<StoredPopupState> | null;
  return !!v && typeof v.show === 'boolean' && typeof v.signature === 'string';
};

/** The popup's show state of one type, kept locally; a corrupt entry reads as never stored. */
export const readPopupState = (type: PopupType): StoredPopupState | null => localStore.getJson(popupStorageKey(type), isStoredState);

export const writePopupState = (type: PopupType, state: StoredPopupState): void => localStore.setJson(popupStorageKey(type), state);
