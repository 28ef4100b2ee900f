import { startTransition, useEffect, useRef, useState } from 'react';
import type { Announcement, SessionInfo } from 'shared';
import {
  POPUP_CLOSE_ANIMATION_MS,
  POPUP_EVALUATE_AFTER_MS,
  popupItems,
  popupSignature,
  popupTypeFor,
  shouldShowPopup,
  type PopupType,
} from './popupRules';
import { readPopupState, writePopupState } from './popupStorage';

export interface OpenPopup {
  type: PopupType;
  items: Announcement[];
  signature: string;
}

/**
 * Decides 500 ms after mount or a change of the list (or of the session) whether the popup shows, stores the
 * show state per type, and closes with an animation: `closing` is true while it plays.
 */
export function useAnnouncementPopup(list: Announcement[] | undefined, session: SessionInfo | null) {
  const [open, setOpen] = useState<OpenPopup | null>(null);
  const [closing, setClosing] = useState(false);
  /** Whether the popup has been evaluated at least once (shown or not). */
  const [evaluated, setEvaluated] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const listKey = list ? JSON.stringify(list.map((item) => [item.id, item.execution, item.title, item.content])) : null;
  const loggedIn = !!session;
  const firstTimeLogin = !!session?.firstTimeLogin;

  useEffect(() => {
    if (!list) return;
    const timer = setTimeout(() => {
      const type = popupTypeFor(loggedIn ? session : null);
      const items = popupItems(list, type, firstTimeLogin);
      if (!shouldShowPopup({ list, type, items, stored: readPopupState(type) })) {
        setEvaluated(true);
        return setOpen(null);
      }
      const signature = popupSignature(items);
      writePopupState(type, { show: true, signature });
      // As a transition, the popup's render (its sanitised content, the swiper) yields to the browser every few
      // milliseconds instead of holding the main thread for the whole popup while the page is still settling.
      // Evaluated in the same update: in between, the popup would count as out of the way (no popup, evaluated).
      startTransition(() => {
        setEvaluated(true);
        setClosing(false);
        setOpen({ type, items, signature });
      });
    }, POPUP_EVALUATE_AFTER_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the list is compared by content (listKey), not by identity, and the session by what the popup reads of it
  }, [listKey, loggedIn, firstTimeLogin]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const close = () => {
    if (!open || closing) return;
    writePopupState(open.type, { show: false, signature: open.signature });
    setClosing(true);
    closeTimer.current = setTimeout(() => {
      setOpen(null);
      setClosing(false);
    }, POPUP_CLOSE_ANIMATION_MS);
  };

  return { open, closing, close, evaluated };
}
