import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog, toast, type PayoutAccount } from 'shared';
import { removePayoutAccount } from 'shared/cashier';
import formStyles from '../../../common/form.module.css';
import { cashierMessage, refusalCode } from '../cashierRefusal';
import styles from '../cashier.module.css';

interface PayoutAccountRowProps {
  account: PayoutAccount;
  /** Just added: brought into view, so the player sees it on the list. */
  added: boolean;
  /** The list is out of date (the account was already removed elsewhere): read it again. */
  onStale(): void;
}

/**
 * A payout account on file (its number masked), with its removal: asked to confirm first; a failure says why and the
 * button tries again without asking twice (docs/product-rules.md §5, 5.15).
 */
export function PayoutAccountRow({ account, added, onStale }: PayoutAccountRowProps) {
  const { t } = useTranslation('account');
  const [removing, setRemoving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const row = useRef<HTMLLIElement>(null);
  const name = `${account.bankName} ${account.maskedNumber}`;

  useEffect(() => {
    if (added) row.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [added]);

  const remove = async () => {
    setRemoving(true);
    setError(null);
    try {
      await removePayoutAccount(account.id);
      toast.success(t('payout_account_removed'));
    } catch (failure) {
      if (refusalCode(failure) === 'PAYOUT_ACCOUNT_MISSING') onStale();
      else setError(cashierMessage(failure, t));
    } finally {
      setRemoving(false);
    }
  };

  const askThenRemove = async () => {
    const confirmed = await confirmDialog({
      title: t('payout_remove_title'),
      message: t('payout_remove_confirm', { account: name }),
      confirmText: t('payout_remove_button'),
      cancelText: t('cancel', { ns: 'common' }),
    });
    if (confirmed) await remove();
  };

  return (
    <li ref={row} className={styles.row} data-testid="payout-account" data-id={account.id} data-added={added || undefined}>
      <p className={styles.rowTitle}>{account.bankName}</p>
      <p className={`${styles.rowMeta} ${styles.end}`} data-testid="payout-account-number">
        {account.maskedNumber}
      </p>
      <p className={styles.rowMeta}>{account.accountName}</p>
      <button
        type="button"
        className={`${formStyles.link} ${styles.rowAction}`}
        onClick={() => void (error ? remove() : askThenRemove())}
        disabled={removing}
        aria-busy={removing}
        aria-label={error ? undefined : t('payout_remove_label', { account: name })}
        data-testid="payout-remove"
      >
        {error ? t('retry', { ns: 'common' }) : t('payout_remove_button')}
      </button>
      {error && (
        <p className={`${formStyles.formError} ${styles.rowWide}`} role="alert" data-testid="payout-remove-error">
          {error}
        </p>
      )}
    </li>
  );
}
