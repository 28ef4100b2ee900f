/**
 * The page's open modal dialogs, bottom first. `showModal()` stacks the top layer in the order dialogs are
 * opened; the page stacked its popups in document order before they moved there (a later widget above an
 * earlier one, whichever opened first), so a dialog that sits later in the page is shown again on top.
 */
interface OpenModal {
  dialog: HTMLDialogElement;
  /** Where focus goes when this dialog is the top one. */
  focusIn(): void;
  /** What had focus before this dialog opened. */
  returnFocusTo: Element | null;
}

const stack: OpenModal[] = [];
const keptAbove = new Set<HTMLElement>();
let restacking = false;

const documentOrder = (a: OpenModal, b: OpenModal) =>
  a.dialog.compareDocumentPosition(b.dialog) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;

/** Environments without `showModal` (some test DOMs) get an open, non-modal dialog. */
function show(dialog: HTMLDialogElement) {
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
}

function hide(dialog: HTMLDialogElement) {
  if (typeof dialog.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
}

/** Popovers (the toasts) go back on top of the top layer after a dialog opens. */
function raiseKeptAbove() {
  for (const element of keptAbove) {
    if (typeof element.showPopover !== 'function' || !element.isConnected) continue;
    if (element.matches(':popover-open')) element.hidePopover();
    element.showPopover();
  }
}

export function openModal(dialog: HTMLDialogElement, focusIn: () => void): void {
  if (stack.some((entry) => entry.dialog === dialog)) return;
  const entry: OpenModal = { dialog, focusIn, returnFocusTo: document.activeElement };
  show(dialog);
  stack.push(entry);
  stack.sort(documentOrder);
  const later = stack.slice(stack.indexOf(entry) + 1);
  restacking = true;
  try {
    for (const { dialog: above } of later) {
      hide(above);
      show(above);
    }
  } finally {
    restacking = false;
  }
  stack[stack.length - 1]?.focusIn();
  raiseKeptAbove();
}

export function closeModal(dialog: HTMLDialogElement): void {
  const index = stack.findIndex((entry) => entry.dialog === dialog);
  if (index < 0) return;
  const [entry] = stack.splice(index, 1);
  const wasTop = index === stack.length;
  if (dialog.open) hide(dialog);
  if (!wasTop || !entry) return;
  const top = stack[stack.length - 1];
  const back = entry.returnFocusTo;
  if (top && !(back && top.dialog.contains(back))) top.focusIn();
  else if (back instanceof HTMLElement && back.isConnected) back.focus();
}

/** True while a dialog is closed and shown again to restack it: its `close` event is not the user's. */
export const isRestacking = () => restacking;
export const isOpenModal = (dialog: HTMLDialogElement) => stack.some((entry) => entry.dialog === dialog);

/** Keeps a popover element (shown with `popover="manual"`) above every modal dialog. Returns the undo. */
export function keepAboveModals(element: HTMLElement): () => void {
  keptAbove.add(element);
  return () => void keptAbove.delete(element);
}
