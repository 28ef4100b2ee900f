import { useRef } from 'react';
import { Modal } from '../modal/Modal';
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
  const confirmRef = useRef<HTMLButtonElement>(null);
  if (!dialog) return null;
  return (
    <Modal
      role="alertdialog"
      aria-labelledby={dialog.title ? `dialog-title-${id}` : undefined}
      aria-describedby={`dialog-message-${id}`}
      className={styles.dialog}
      data-testid="confirm-dialog"
      initialFocus={confirmRef}
      onClose={() => close(id, false)}
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
    </Modal>
  );
}
