import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** What will change, in a sentence; null keeps the dialog closed. */
  sentence: string | null;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal confirmation (the platform's <dialog>: the page behind is inert, Escape cancels). Cancel has the
 * focus first, so a stray Enter changes nothing; focus goes back where it was when the dialog closes.
 */
export function ConfirmDialog({ sentence, confirmLabel, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const open = sentence !== null;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  useEffect(() => {
    if (!open && opener.current) {
      opener.current.focus();
      opener.current = null;
    }
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="dialog"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-sentence`}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={`${id}-title`}>{t('confirm.title')}</h2>
      <p id={`${id}-sentence`} className="dialog__sentence" data-testid="confirm-sentence">
        {sentence}
      </p>
      <div className="dialog__buttons">
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog's first focus belongs on its safest choice */}
        <button type="button" className="button" onClick={onCancel} autoFocus>
          {t('common.cancel')}
        </button>
        <button type="button" className="button button--primary" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
