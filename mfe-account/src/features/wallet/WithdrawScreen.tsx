import { useTranslation } from 'react-i18next';
import { ErrorPanel, Spinner, useApi, type SessionInfo } from 'shared';
import { fetchPaymentPasswordStatus, fetchPayoutAccounts, fetchWithdrawLimits } from 'shared/cashier';
import { Balance } from '../balance';
import { cashierMessage } from './cashierRefusal';
import { WithdrawForm } from './WithdrawForm';
import { WithdrawPrerequisites } from './WithdrawPrerequisites';
import styles from './cashier.module.css';

/** The withdrawal: the balance, then the form with the limits the server gives, or what is missing before one can be made. */
export function WithdrawScreen({ session }: { session: SessionInfo }) {
  const { t } = useTranslation('account');
  const needs = useApi(() => Promise.all([fetchPaymentPasswordStatus(), fetchPayoutAccounts(), fetchWithdrawLimits()]), []);
  const [password, payout, limits] = needs.data ?? [];

  return (
    <div className={styles.page} data-testid="withdraw">
      <Balance />
      {!password || !payout || !limits ? (
        needs.status === 'error' ? (
          <ErrorPanel message={cashierMessage(needs.error, t)} onRetry={needs.reload} />
        ) : (
          <Spinner />
        )
      ) : !password.set || payout.accounts.length === 0 ? (
        <WithdrawPrerequisites paymentPassword={!password.set} payoutAccount={payout.accounts.length === 0} />
      ) : (
        <WithdrawForm session={session} accounts={payout.accounts} limits={limits} />
      )}
    </div>
  );
}
