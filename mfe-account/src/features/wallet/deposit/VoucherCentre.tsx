import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel, Spinner, useApi, type DepositOrder } from 'shared';
import { fetchDepositChannels } from 'shared/cashier';
import Balance from '../../../widgets/Balance';
import { cashierMessage } from '../cashierRefusal';
import { DepositOrderForm } from './DepositOrderForm';
import { DepositOrderPanel } from './DepositOrderPanel';
import { VoucherRedeemForm } from './VoucherRedeemForm';
import styles from '../cashier.module.css';

/** The voucher centre (deposit): an order on a channel, the order's reference and status, and voucher redeem. */
export function VoucherCentre() {
  const { t } = useTranslation('account');
  const channels = useApi(fetchDepositChannels, []);
  const [order, setOrder] = useState<DepositOrder | null>(null);

  return (
    <div className={styles.page} data-testid="voucher-centre">
      <Balance />
      {channels.status === 'error' ? (
        <ErrorPanel message={cashierMessage(channels.error, t)} onRetry={channels.reload} />
      ) : channels.data ? (
        <DepositOrderForm channels={channels.data} onOrder={setOrder} />
      ) : (
        <Spinner />
      )}
      {order && <DepositOrderPanel key={order.orderId} created={order} />}
      <VoucherRedeemForm />
    </div>
  );
}
