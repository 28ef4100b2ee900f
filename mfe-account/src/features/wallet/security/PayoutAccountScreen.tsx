import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorPanel, paths, Spinner, useApi, withQuery } from 'shared';
import { fetchPaymentPasswordStatus, fetchPayoutAccounts } from 'shared/cashier';
import formStyles from '../../../common/form.module.css';
import { cashierMessage } from '../cashierRefusal';
import { PayoutAccountForm } from './PayoutAccountForm';
import { PayoutAccountRow } from './PayoutAccountRow';
import { useSideTrip } from './useSideTrip';
import recordStyles from '../../../common/records.module.css';
import styles from '../cashier.module.css';

/**
 * The payout accounts (docs/product-rules.md §5, 5.12 and 5.15): the ones on file (masked), each removable, and a form
 * to add one, up to the limit; the account just added is brought into view on the list. Adding needs the payment
 * password, so without one the screen leads to setting it first.
 */
export function PayoutAccountScreen() {
  const { t } = useTranslation('account');
  const state = useApi(() => Promise.all([fetchPayoutAccounts(), fetchPaymentPasswordStatus()]), []);
  const trip = useSideTrip();
  const [addedId, setAddedId] = useState<string | null>(null);

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
          <ul className={recordStyles.list}>
            {accounts.map((account) => (
              <PayoutAccountRow key={account.id} account={account} added={account.id === addedId} onStale={state.reload} />
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
        <PayoutAccountForm
          banks={banks}
          onAdded={(account) => {
            setAddedId(account.id);
            if (trip.returnTo) trip.finish();
          }}
        />
      )}
    </div>
  );
}
