import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { bus, useApi, type DepositOrder } from 'shared';
import { fetchDepositOrder } from 'shared/cashier';
import { formatBetTime } from '../../history/dateRange';
import { useMoney } from '../../../ui/useMoney';
import formStyles from '../../../ui/form.module.css';
import { cashierMessage } from '../cashierRefusal';
import walletStyles from '../wallet.module.css';
import styles from '../cashier.module.css';

/**
 * A deposit order just made: its reference, what to do with it, and its status, asked again on "check status" and
 * whenever a voucher redeem changes the orders. A pending order that comes back paid refreshes every balance.
 */
export function DepositOrderPanel({ created }: { created: DepositOrder }) {
  const { t } = useTranslation('account');
  const money = useMoney();
  const live = useApi(() => fetchDepositOrder(created.orderId), [created.orderId]);
  const order = live.data ?? created;
  const shownStatus = useRef(created.status);
  const panel = useRef<HTMLElement>(null);

  // A new order is shown below the form: it comes into view, so the player sees its reference.
  useEffect(() => {
    panel.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [created.orderId]);

  useEffect(() => {
    if (shownStatus.current === 'pending' && order.status === 'success') bus.emit('balance:refresh');
    shownStatus.current = order.status;
  }, [order.status]);

  const amount = money(order.amount);
  return (
    <section ref={panel} className={styles.panel} data-testid="deposit-order" data-status={order.status} aria-live="polite">
      <p className={styles.panelTitle}>{t('deposit_order_title')}</p>
      <p className={styles.text}>{t('deposit_reference_label')}</p>
      <p className={styles.reference} data-testid="deposit-reference">
        {order.reference}
      </p>
      <dl className={walletStyles.facts}>
        <dt>{t('order_id')}</dt>
        <dd data-testid="deposit-order-id">{order.orderId}</dd>
        <dt>{t('amount')}</dt>
        <dd>{amount}</dd>
        <dt>{t('status')}</dt>
        <dd>
          <span className={styles.badge} data-status={order.status} data-testid="deposit-status">
            {t(`wallet_status_${order.status}`)}
          </span>
        </dd>
        {order.status === 'pending' && (
          <>
            <dt>{t('deposit_pay_by')}</dt>
            <dd>{formatBetTime(order.expiresAt)}</dd>
          </>
        )}
      </dl>
      {order.status === 'pending' && (
        <p className={styles.text} data-testid="deposit-instructions">
          {order.payTo
            ? t('deposit_instructions_transfer', {
                amount,
                name: order.payTo.accountName,
                number: order.payTo.accountNumber,
                reference: order.reference,
              })
            : t('deposit_instructions_voucher', { amount, reference: order.reference })}
        </p>
      )}
      {live.status === 'error' && (
        <p className={formStyles.formError} role="alert">
          {cashierMessage(live.error, t)}
        </p>
      )}
      <button
        type="button"
        className={formStyles.secondary}
        onClick={live.reload}
        disabled={live.status === 'loading'}
        aria-busy={live.status === 'loading'}
        data-testid="deposit-check-status"
      >
        {live.status === 'error' ? t('retry', { ns: 'common' }) : t('deposit_check_status')}
      </button>
    </section>
  );
}
