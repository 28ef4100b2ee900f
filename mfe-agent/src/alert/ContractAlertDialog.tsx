import { useEffect, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DIALOG_MASK_GUARD_MS, type ContractKind } from 'shared';
import buttons from '../ui/buttons.module.css';
import styles from './alert.module.css';

interface ContractAlertDialogProps {
  kind: ContractKind;
  onGo(): void;
  onCancel(): void;
}

/** "You have a pending … contract": Go to its page, or cancel (a mask tap or Escape counts as cancel). */
export function ContractAlertDialog({ kind, onGo, onCancel }: ContractAlertDialogProps) {
  const { t } = useTranslation('agent');
  const openedAt = useRef(Date.now());
  const goRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    openedAt.current = Date.now();
    goRef.current?.focus();
  }, [kind]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onCancel();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onCancel]);

  // The tap that led here can land on the mask a moment later: ignore mask taps at first.
  // Only a tap on the mask itself: taps inside the dialog land on its content.
  const onMask = (event: MouseEvent) => {
    if (event.target === event.currentTarget && Date.now() - openedAt.current >= DIALOG_MASK_GUARD_MS) onCancel();
  };

  return (
    <div className={styles.mask} role="presentation" onClick={onMask}>
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="contract-alert-title"
        aria-describedby="contract-alert-message"
        data-testid="contract-alert"
        data-kind={kind}
        className={styles.dialog}
      >
        <h2 id="contract-alert-title" className={styles.title}>
          {t('alert_title')}
        </h2>
        <p id="contract-alert-message" className={styles.message}>
          {t(`alert_message_${kind}`)}
        </p>
        <div className={styles.actions}>
          <button type="button" className={buttons.secondary} onClick={onCancel}>
            {t('cancel', { ns: 'common' })}
          </button>
          <button type="button" ref={goRef} className={buttons.primary} onClick={onGo}>
            {t('alert_go')}
          </button>
        </div>
      </div>
    </div>
  );
}
