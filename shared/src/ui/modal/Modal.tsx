import { useLayoutEffect, useRef, type DialogHTMLAttributes, type ReactNode, type RefObject } from 'react';
import { DIALOG_MASK_GUARD_MS } from '../timings';
import { closeModal, isOpenModal, isRestacking, openModal } from './modalStack';
import styles from './modal.module.css';

export type ModalPlacement = 'centre' | 'bottom' | 'start';

export interface ModalProps extends Omit<DialogHTMLAttributes<HTMLDialogElement>, 'open' | 'onCancel' | 'onClose' | 'children'> {
  children: ReactNode;
  /** Asked to close: Escape, or a tap on the backdrop. The owner unmounts the modal (or keeps it, to animate). */
  onClose(): void;
  /** False: Escape and backdrop taps do nothing (the `cancel` event is refused). */
  dismissible?: boolean;
  /** False: a backdrop tap does nothing, Escape still closes. */
  closeOnBackdrop?: boolean;
  /**
   * Ignore backdrop taps in the first 300 ms (docs/product-rules.md §9), the default: the tap that opened a centred
   * popup can land on its backdrop. False for a drawer, which covers the control that opened it.
   */
  guardBackdrop?: boolean;
  /** Centred (default), a bottom sheet, or a drawer from the start edge. */
  placement?: ModalPlacement;
  /** What gets focus when the dialog opens; by default the dialog itself. */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * Open in a task of its own, right after the one that renders it: for a dialog that opens by itself, not on a
   * tap (the home popup). Opening makes the rest of the page inert, which restyles the whole document; in the
   * same task as the render, the two held the main thread as one long task while the page was still settling.
   */
  openInOwnTask?: boolean;
}

/**
 * The site's one modal: a native `<dialog>` opened with `showModal()`, so it sits in the top layer, the rest of
 * the page is inert, Escape sends `cancel`, and focus goes back to what had it when it closes. The dialog is the
 * panel itself: role, label and test id go on it; the backdrop is its `::backdrop`.
 */
export function Modal({
  children,
  onClose,
  dismissible = true,
  closeOnBackdrop = true,
  guardBackdrop = true,
  placement = 'centre',
  initialFocus,
  openInOwnTask = false,
  className,
  ...attributes
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const latest = useRef({ onClose, dismissible, closeOnBackdrop, guardBackdrop, initialFocus, openInOwnTask });
  useLayoutEffect(() => {
    latest.current = { onClose, dismissible, closeOnBackdrop, guardBackdrop, initialFocus, openInOwnTask };
  });

  // A layout effect: it opens before the first paint (or in the next task) and closes while the dialog is still in
  // the document.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    let openedAt = Date.now();
    // The dialog itself by default (its label is read, no focus ring on a control the player did not reach).
    const focusIn = () => {
      const target = latest.current.initialFocus?.current;
      (target && dialog.contains(target) ? target : dialog).focus();
    };
    const onCancel = (event: Event) => {
      event.preventDefault();
      if (latest.current.dismissible) latest.current.onClose();
    };
    // Chromium closes a dialog on a second Escape even when `cancel` is refused: keep the page's word.
    const onNativeClose = () => {
      if (dialog.open || isRestacking() || !isOpenModal(dialog)) return;
      closeModal(dialog);
      if (latest.current.dismissible) latest.current.onClose();
      else openModal(dialog, focusIn);
    };
    const onClick = (event: MouseEvent) => {
      const { dismissible: canDismiss, closeOnBackdrop: backdropCloses, guardBackdrop: guarded } = latest.current;
      if (event.target !== dialog || !canDismiss || !backdropCloses || !isOnBackdrop(dialog, event)) return;
      if (!guarded || Date.now() - openedAt >= DIALOG_MASK_GUARD_MS) latest.current.onClose();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    dialog.addEventListener('click', onClick);
    const open = () => {
      openedAt = Date.now();
      openModal(dialog, focusIn);
    };
    let opening: ReturnType<typeof setTimeout> | undefined;
    if (latest.current.openInOwnTask) opening = setTimeout(open, 0);
    else open();
    return () => {
      clearTimeout(opening);
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      dialog.removeEventListener('click', onClick);
      closeModal(dialog);
    };
  }, []);

  return (
    <dialog ref={ref} tabIndex={-1} className={[styles.modal, styles[placement], className].filter(Boolean).join(' ')} {...attributes}>
      {children}
    </dialog>
  );
}

/** A click on the dialog element itself outside its box is a click on its `::backdrop`. */
function isOnBackdrop(dialog: HTMLDialogElement, event: MouseEvent) {
  const box = dialog.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}
