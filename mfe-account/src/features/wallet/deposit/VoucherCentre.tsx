import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel, Spinner, useApi, type DepositOrder } from 'shared';
import { fetchDepositChannels } from 'shared/cashier';
import { Balance } from '../../balance';
import { cashierMessage } from '../cashierRefusal';
import { DepositOrderForm } from './DepositOrderForm';
import { DepositOrderPanel } from './DepositOrderPanel';
import { usePendingDeposits } from './usePendingDeposits';
import { VoucherRedeemForm } from './VoucherRedeemForm';
import styles from '../cashier.module.css';

/**
 * The voucher centre (deposit): the orders still waiting for their payment, found again from the backend; an order on
 * a channel, with its reference and status; and voucher redeem.
 */
export function VoucherCentre() {
  const { t } = useTranslation('account');
  const channels = useApi(fetchDepositChannels, []);
  const pending = usePendingDeposits();
  const [order, setOrder] = useState<DepositOrder | null>(null);
  const found = pending.orderIds.filter((id) => id !== order?.orderId);

  return (
    <div className={styles.page} data-testid="voucher-centre">
      <Balance />
      {pending.failed && (
        <ErrorPanel
          message={`${t('deposit_pending_unread')} ${cashierMessage(pending.error, t)}`}
          onRetry={pending.retry}
          testId="deposit-pending-error"
        />
      )}
      {found.map((orderId) => (
        <DepositOrderPanel key={orderId} orderId={orderId} title={t('deposit_pending_title')} />
      ))}
      {channels.status === 'error' ? (
        <ErrorPanel message={cashierMessage(channels.error, t)} onRetry={channels.reload} />
      ) : channels.data ? (
        <DepositOrderForm channels={channels.data} onOrder={setOrder} />
      ) : (
        <Spinner />
      )}
      {order && <DepositOrderPanel key={order.orderId} orderId={order.orderId} initial={order} title={t('deposit_order_title')} reveal />}
      <VoucherRedeemForm />
    </div>
  );
}
