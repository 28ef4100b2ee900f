import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel, Spinner, useApi } from 'shared';
import { fetchPaymentPasswordStatus } from 'shared/cashier';
import { cashierMessage } from '../cashierRefusal';
import { PaymentPasswordForm } from './PaymentPasswordForm';
import { useSideTrip } from './useSideTrip';
import styles from '../cashier.module.css';

/** The payment password (docs/product-rules.md §5, 5.11): set when none is, changed when one is. */
export function PaymentPasswordScreen() {
  const { t } = useTranslation('account');
  const status = useApi(fetchPaymentPasswordStatus, []);
  const trip = useSideTrip();
  // Once saved, the page says so while it moves on (the status read again meanwhile would turn the form around).
  const [saved, setSaved] = useState(false);

  return (
    <div className={styles.page} data-testid="payment-password">
      {status.status === 'error' && !status.data ? (
        <ErrorPanel message={cashierMessage(status.error, t)} onRetry={status.reload} />
      ) : !status.data ? (
        <Spinner />
      ) : saved ? (
        <p className={styles.panel} data-testid="payment-password-saved" aria-live="polite">
          {t('payment_password_saved')}
        </p>
      ) : (
        <PaymentPasswordForm
          changing={status.data.set}
          onSaved={() => {
            setSaved(true);
            trip.finish();
          }}
        />
      )}
    </div>
  );
}
