import { useEffect, useRef, type MouseEvent } from 'react';
import { DIALOG_MASK_GUARD_MS } from '../timings';
import { useDialogStore } from './store';
import styles from './dialog.module.css';

/** Renders open confirm dialogs (mounted once, by the shell). */
export function DialogHost() {
  const dialogs = useDialogStore((s) => s.dialogs);
  const top = dialogs[dialogs.length - 1];
  return top ? <ConfirmDialogView key={top.id} id={top.id} /> : null;
}

function ConfirmDialogView({ id }: { id: number }) {
  const dialog = useDialogStore((s) => s.dialogs.find((d) => d.id === id));
  const close = useDialogStore((s) => s.close);
  const openedAt = useRef(Date.now());
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmRef.current?.focus(), []);
  if (!dialog) return null;

  // A tap that opened the dialog can land on its mask a moment later: ignore mask taps at first.
  // Only a tap on the mask itself: taps inside the dialog land on its content.
  const onMask = (event: MouseEvent) => {
    if (event.target === event.currentTarget && Date.now() - openedAt.current >= DIALOG_MASK_GUARD_MS) close(id, false);
  };
  return (
    <div className={styles.mask} role="presentation" onClick={onMask} data-testid="dialog-mask">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={dialog.title ? `dialog-title-${id}` : undefined}
        aria-describedby={`dialog-message-${id}`}
        className={styles.dialog}
      >
        {dialog.title && (
          <h2 id={`dialog-title-${id}`} className={styles.title}>
            {dialog.title}
          </h2>
        )}
        <p id={`dialog-message-${id}`} className={styles.message}>
          {dialog.message}
        </p>
        <div className={styles.actions}>
          {dialog.cancelText && (
            <button type="button" className={styles.cancel} onClick={() => close(id, false)}>
              {dialog.cancelText}
            </button>
          )}
          <button type="button" ref={confirmRef} className={styles.confirm} onClick={() => close(id, true)}>
            {dialog.confirmText}
          </button>
        </div>
      </div>
    </div>
  );
}
