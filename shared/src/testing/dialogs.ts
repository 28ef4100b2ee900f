import { fireEvent } from '@testing-library/react';

/** What the browser sends a modal `<dialog>` on Escape: a cancelable `cancel` event. Returns whether it was refused. */
export function pressEscape(dialog: HTMLElement): boolean {
  return !fireEvent(dialog, new Event('cancel', { cancelable: true }));
}

/** A tap on a modal's `::backdrop`: a click on the dialog element outside its box. */
export function tapBackdrop(dialog: HTMLElement): void {
  const box = dialog.getBoundingClientRect();
  fireEvent.click(dialog, { clientX: box.right + 10, clientY: box.bottom + 10 });
}
