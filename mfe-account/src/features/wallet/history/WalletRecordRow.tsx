import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type WalletRecord } from 'shared';
import { DateTime } from '../../../common/DateTime';
import { useMoney } from '../../../common/useMoney';
import { DepositOrderPanel } from '../deposit/DepositOrderPanel';
import walletStyles from '../wallet.module.css';
import styles from '../cashier.module.css';
import { AMOUNT_SIGN, amountEffect, type AmountEffect } from './amountEffect';

const AMOUNT_CLASS: Readonly<Record<AmountEffect, string | undefined>> = {
  credited: styles.amountIn,
  debited: undefined,
  awaiting: undefined,
  void: styles.amountVoid,
};

/**
 * One deposit or withdrawal: kind, status, amount, detail, date and (a deposit) its reference. A tap opens its details;
 * a deposit still pending opens the order itself, with where to pay and by when (docs/product-rules.md §5, 5.14).
 */
export function WalletRecordRow({ record }: { record: WalletRecord }) {
  const { t } = useTranslation('account');
  const money = useMoney();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const effect = amountEffect(record);
  return (
    <li className={styles.record} data-testid="wallet-record" data-kind={record.kind} data-status={record.status}>
      <button
        type="button"
        className={`${styles.row} ${styles.rowButton}`}
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((shown) => !shown)}
        data-testid="wallet-record-toggle"
      >
        <span className={styles.rowTitle}>{t(`wallet_kind_${record.kind}`)}</span>
        <span className={`${styles.badge} ${styles.end}`} data-status={record.status} data-testid="wallet-record-status">
          {t(`wallet_status_${record.status}`)}
        </span>
        <span className={styles.rowMeta}>
          {record.detail && `${record.detail} · `}
          <DateTime ms={record.createdAt} />
        </span>
        <span className={`${styles.amount} ${AMOUNT_CLASS[effect]}`} data-effect={effect} data-testid="wallet-record-amount">
          {`${AMOUNT_SIGN[effect]}${money(record.amount)}`}
        </span>
        <span className={styles.rowMeta}>
          {record.reference && (
            <span data-testid="wallet-record-reference">{`${t('wallet_reference', { reference: record.reference })} · `}</span>
          )}
          <span data-testid="wallet-record-id">{record.orderId}</span>
        </span>
      </button>
      {open && (
        <div id={detailsId} role="region" aria-label={t('wallet_record_details', { orderId: record.orderId })}>
          {record.kind === 'deposit' && record.status === 'pending' ? (
            <DepositOrderPanel orderId={record.orderId} title={t('deposit_pending_title')} />
          ) : (
            <RecordFacts record={record} />
          )}
        </div>
      )}
    </li>
  );
}

function RecordFacts({ record }: { record: WalletRecord }) {
  const { t } = useTranslation('account');
  const money = useMoney();
  return (
    <section className={styles.panel}>
      <dl className={walletStyles.facts} data-testid="wallet-record-facts">
        {record.reference && (
          <>
            <dt>{t('wallet_reference_label')}</dt>
            <dd className={styles.reference}>{record.reference}</dd>
          </>
        )}
        <dt>{t('order_id')}</dt>
        <dd>{record.orderId}</dd>
        <dt>{t('amount')}</dt>
        <dd>{money(record.amount)}</dd>
        {record.detail && (
          <>
            <dt>{t(record.kind === 'deposit' ? 'wallet_channel' : 'wallet_paid_to')}</dt>
            <dd>{record.detail}</dd>
          </>
        )}
        <dt>{t('wallet_date')}</dt>
        <dd>
          <DateTime ms={record.createdAt} />
        </dd>
      </dl>
    </section>
  );
}
