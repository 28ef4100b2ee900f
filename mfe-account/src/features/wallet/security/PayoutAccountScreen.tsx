import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorPanel, paths, Spinner, useApi, withQuery, type PayoutAccount } from 'shared';
import { fetchPaymentPasswordStatus, fetchPayoutAccounts } from 'shared/cashier';
import formStyles from '../../../ui/form.module.css';
import { cashierMessage } from '../cashierRefusal';
import { PayoutAccountForm } from './PayoutAccountForm';
import { useSideTrip } from './useSideTrip';
import styles from '../cashier.module.css';

/**
 * The payout accounts (docs/product-rules.md §5, 5.12): the ones on file (masked) and a form to add one, up to the
 * limit. Adding needs the payment password, so without one the screen leads to setting it first.
 */
export function PayoutAccountScreen() {
  const { t } = useTranslation('account');
  const state = useApi(() => Promise.all([fetchPayoutAccounts(), fetchPaymentPasswordStatus()]), []);
  const trip = useSideTrip();

  if (!state.data) {
    return (
      <div className={styles.page} data-testid="payout-accounts">
        {state.status === 'error' ? <ErrorPanel message={cashierMessage(state.error, t)} onRetry={state.reload} /> : <Spinner />}
      </div>
    );
  }
  const [{ accounts, banks, limit }, password] = state.data;
  const here = withQuery(paths.payoutAccount, { returnTo: trip.returnTo });

  return (
    <div className={styles.page} data-testid="payout-accounts">
      <section className={styles.panel} aria-labelledby="payout-list-title">
        <p className={styles.panelTitle} id="payout-list-title">
          {t('payout_on_file', { count: accounts.length, limit })}
        </p>
        {accounts.length === 0 ? (
          <p className={styles.text} data-testid="payout-none">
            {t('payout_none')}
          </p>
        ) : (
          <ul className={styles.list}>
            {accounts.map((account) => (
              <AccountRow key={account.id} account={account} />
            ))}
          </ul>
        )}
      </section>
      {!password.set ? (
        <div className={styles.notice} data-testid="payout-needs-payment-password">
          <p className={styles.text}>{t('payout_needs_payment_password')}</p>
          <Link
            className={formStyles.primary}
            to={withQuery(paths.paymentPassword, { returnTo: here })}
            data-testid="payout-set-payment-password"
          >
            {t('payment_password_set_button')}
          </Link>
        </div>
      ) : accounts.length >= limit ? (
        <p className={styles.notice} data-testid="payout-limit">
          {t('payout_limit_reached', { limit })}
        </p>
      ) : (
        <PayoutAccountForm banks={banks} onAdded={() => trip.returnTo && trip.finish()} />
      )}
    </div>
  );
}

function AccountRow({ account }: { account: PayoutAccount }) {
  return (
    <li className={styles.row} data-testid="payout-account" data-id={account.id}>
      <p className={styles.rowTitle}>{account.bankName}</p>
      <p className={`${styles.rowMeta} ${styles.end}`} data-testid="payout-account-number">
        {account.maskedNumber}
      </p>
      <p className={styles.rowMeta}>{account.accountName}</p>
    </li>
  );
}
