import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths, withQuery } from 'shared';
import formStyles from '../../common/form.module.css';
import styles from './cashier.module.css';

/**
 * What a withdrawal still needs (docs/product-rules.md §5, 5.13), each with the way to it; both come back here.
 */
export function WithdrawPrerequisites({ paymentPassword, payoutAccount }: { paymentPassword: boolean; payoutAccount: boolean }) {
  const { t } = useTranslation('account');
  const back = { returnTo: paths.withdraw };
  return (
    <div className={styles.notice} data-testid="withdraw-prerequisites">
      <p className={styles.panelTitle}>{t('withdraw_needs_title')}</p>
      {paymentPassword && (
        <>
          <p className={styles.text}>{t('withdraw_needs_payment_password')}</p>
          <Link className={formStyles.primary} to={withQuery(paths.paymentPassword, back)} data-testid="withdraw-set-payment-password">
            {t('payment_password_set_button')}
          </Link>
        </>
      )}
      {payoutAccount && (
        <>
          <p className={styles.text}>{t('withdraw_needs_payout_account')}</p>
          <Link
            className={paymentPassword ? formStyles.secondary : formStyles.primary}
            to={withQuery(paths.payoutAccount, back)}
            data-testid="withdraw-add-payout-account"
          >
            {t('payout_add_button')}
          </Link>
        </>
      )}
    </div>
  );
}
