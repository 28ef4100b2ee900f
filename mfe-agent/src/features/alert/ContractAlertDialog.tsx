import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, type ContractKind } from 'shared';
import buttons from '../../common/buttons.module.css';
import styles from './alert.module.css';

interface ContractAlertDialogProps {
  kind: ContractKind;
  onGo(): void;
  onCancel(): void;
}

/** "You have a pending … contract": Go to its page, or cancel (a backdrop tap or Escape counts as cancel). */
export function ContractAlertDialog({ kind, onGo, onCancel }: ContractAlertDialogProps) {
  const { t } = useTranslation('agent');
  const goRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      role="alertdialog"
      aria-labelledby="contract-alert-title"
      aria-describedby="contract-alert-message"
      data-testid="contract-alert"
      data-kind={kind}
      className={styles.dialog}
      initialFocus={goRef}
      onClose={onCancel}
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
    </Modal>
  );
}
