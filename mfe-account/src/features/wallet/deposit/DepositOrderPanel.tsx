import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { bus, ErrorPanel, Spinner, useApi, type DepositOrder } from 'shared';
import { fetchDepositOrder } from 'shared/cashier';
import { DateTime } from '../../../common/DateTime';
import { useMoney } from '../../../common/useMoney';
import formStyles from '../../../common/form.module.css';
import { cashierMessage } from '../cashierRefusal';
import walletStyles from '../wallet.module.css';
import styles from '../cashier.module.css';

interface DepositOrderPanelProps {
  orderId: string;
  /** The order as its creation answered it, shown until it is read again; none for an order found again. */
  initial?: DepositOrder;
  title: string;
  /** Brought into view once shown (a new order, below the form). */
  reveal?: boolean;
}

/**
 * A deposit order: its reference, what to do with it (where to send the money, by when), and its status, asked again
 * on "check status" and whenever a voucher redeem changes the orders. An order that comes back settled refreshes every
 * balance and the wallet history.
 */
export function DepositOrderPanel({ orderId, initial, title, reveal = false }: DepositOrderPanelProps) {
  const { t } = useTranslation('account');
  const money = useMoney();
  const live = useApi(() => fetchDepositOrder(orderId), [orderId]);
  const order = live.data ?? initial;
  const shownStatus = useRef(initial?.status);
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    if (reveal) panel.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [reveal, orderId]);

  useEffect(() => {
    if (!order) return;
    if (shownStatus.current === 'pending' && order.status !== 'pending') bus.emit('balance:refresh');
    shownStatus.current = order.status;
  }, [order]);

  if (!order) {
    return live.status === 'error' ? (
      <ErrorPanel message={cashierMessage(live.error, t)} onRetry={live.reload} testId="deposit-order-error" />
    ) : (
      <Spinner minHeight={160} />
    );
  }

  const amount = money(order.amount);
  return (
    <section
      ref={panel}
      className={styles.panel}
      data-testid="deposit-order"
      data-order-id={order.orderId}
      data-status={order.status}
      aria-live="polite"
    >
      <p className={styles.panelTitle}>{title}</p>
      <p className={styles.text}>{t('deposit_reference_label')}</p>
      <p className={styles.reference} data-testid="deposit-reference">
        {order.reference}
      </p>
      <dl className={walletStyles.facts}>
        <dt>{t('order_id')}</dt>
        <dd data-testid="deposit-order-id">{order.orderId}</dd>
        <dt>{t('amount')}</dt>
        <dd data-testid="deposit-amount">{amount}</dd>
        <dt>{t('status')}</dt>
        <dd>
          <span className={styles.badge} data-status={order.status} data-testid="deposit-status">
            {t(`wallet_status_${order.status}`)}
          </span>
        </dd>
        {order.status === 'pending' && (
          <>
            <dt>{t('deposit_pay_by')}</dt>
            <dd>
              <DateTime ms={order.expiresAt} testId="deposit-pay-by" />
            </dd>
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
