import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel, confirmDialog, errorMessage } from 'shared';
import type { AnswerState } from './useContractAnswer';
import buttons from '../../common/buttons.module.css';
import styles from './contract.module.css';

interface ContractActionsProps {
  state: AnswerState;
  onAnswer(accept: boolean): void;
}

/** Accept / decline; declining asks first. A failed answer shows why, with a retry of the same answer. */
export function ContractActions({ state, onAnswer }: ContractActionsProps) {
  const { t } = useTranslation('agent');
  const sending = state.status === 'sending';
  const box = useRef<HTMLDivElement>(null);

  // The message appears above the buttons: keep both on screen.
  useEffect(() => {
    if (state.status === 'failed') box.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [state.status]);

  const decline = async () => {
    const sure = await confirmDialog({
      title: t('contract_decline_title'),
      message: t('contract_decline_message'),
      cancelText: t('cancel', { ns: 'common' }),
      confirmText: t('contract_decline'),
    });
    if (sure) onAnswer(false);
  };

  return (
    <div className={styles.actions} ref={box}>
      {state.status === 'failed' && (
        <ErrorPanel testId="contract-answer-error" message={errorMessage(state.error, t)} onRetry={() => onAnswer(state.accept)} />
      )}
      <div className={styles.buttons}>
        <button type="button" className={buttons.secondary} disabled={sending} onClick={() => void decline()}>
          {sending && !state.accept ? t('in_please_wait', { ns: 'common' }) : t('contract_decline')}
        </button>
        <button type="button" className={buttons.primary} disabled={sending} onClick={() => onAnswer(true)}>
          {sending && state.accept ? t('in_please_wait', { ns: 'common' }) : t('contract_accept')}
        </button>
      </div>
    </div>
  );
}
