import { create } from 'zustand';

export interface DialogOptions {
  title?: string;
  message: string;
  confirmText: string;
  /** Omit for an alert with a single button. */
  cancelText?: string;
}

interface OpenDialog extends DialogOptions {
  id: number;
  resolve(confirmed: boolean): void;
}

interface DialogState {
  dialogs: OpenDialog[];
  open(dialog: OpenDialog): void;
  close(id: number, confirmed: boolean): void;
}

export const useDialogStore = create<DialogState>((set, get) => ({
  dialogs: [],
  open: (dialog) => set((s) => ({ dialogs: [...s.dialogs, dialog] })),
  close(id, confirmed) {
    get()
      .dialogs.find((d) => d.id === id)
      ?.resolve(confirmed);
    set((s) => ({ dialogs: s.dialogs.filter((d) => d.id !== id) }));
  },
}));

let nextId = 0;

/** Ask the user; resolves true on confirm, false on cancel, Escape or a backdrop tap. Rendered by the shell's host. */
export function confirmDialog(options: DialogOptions): Promise<boolean> {
  return new Promise((resolve) => useDialogStore.getState().open({ ...options, id: ++nextId, resolve }));
}
