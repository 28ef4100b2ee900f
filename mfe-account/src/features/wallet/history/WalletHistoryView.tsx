import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyData, ErrorPanel, Spinner, type WalletRecord } from 'shared';
import { ModeTabs } from '../../../ui/ModeTabs';
import { useMoney } from '../../../ui/useMoney';
import formStyles from '../../../ui/form.module.css';
import { formatBetTime } from '../../history/dateRange';
import { cashierMessage } from '../cashierRefusal';
import { HISTORY_FILTERS, useWalletHistory, type HistoryFilter } from './useWalletHistory';
import styles from '../cashier.module.css';

/** The wallet history (docs/product-rules.md §2, 2.55): deposits and withdrawals, newest first, with their status. */
export function WalletHistoryView() {
  const { t } = useTranslation('account');
  const [filter, setFilter] = useState<HistoryFilter>('all');
  return (
    <div className={styles.page} data-testid="wallet-history">
      <ModeTabs<HistoryFilter>
        label={t('wallet_history_filter')}
        active={filter}
        onChange={setFilter}
        modes={HISTORY_FILTERS.map((mode) => ({ mode, label: t(`wallet_filter_${mode}`) }))}
      />
      <HistoryList key={filter} kind={filter} />
    </div>
  );
}

function HistoryList({ kind }: { kind: HistoryFilter }) {
  const { t } = useTranslation('account');
  const history = useWalletHistory(kind);
  const loading = history.status === 'loading';

  if (history.empty) {
    return history.status === 'error' ? <ErrorPanel message={cashierMessage(history.error, t)} onRetry={history.retry} /> : <Spinner />;
  }
  if (history.records.length === 0) return <EmptyData message={t(`wallet_history_empty_${kind}`)} />;
  return (
    <>
      <ul className={styles.list} aria-busy={loading}>
        {history.records.map((record) => (
          <RecordRow key={record.orderId} record={record} />
        ))}
      </ul>
      {history.status === 'error' && <ErrorPanel message={cashierMessage(history.error, t)} onRetry={history.retry} />}
      {history.hasMore && history.status !== 'error' && (
        <button
          type="button"
          className={`${formStyles.secondary} ${styles.more}`}
          onClick={history.more}
          disabled={loading}
          data-testid="history-more"
        >
          {t('wallet_history_more')}
        </button>
      )}
    </>
  );
}

function RecordRow({ record }: { record: WalletRecord }) {
  const { t } = useTranslation('account');
  const money = useMoney();
  const incoming = record.kind === 'deposit';
  return (
    <li className={styles.row} data-testid="wallet-record" data-kind={record.kind} data-status={record.status}>
      <p className={styles.rowTitle}>{t(`wallet_kind_${record.kind}`)}</p>
      <span className={`${styles.badge} ${styles.end}`} data-status={record.status} data-testid="wallet-record-status">
        {t(`wallet_status_${record.status}`)}
      </span>
      <p className={styles.rowMeta}>{[record.detail, formatBetTime(record.createdAt)].filter(Boolean).join(' · ')}</p>
      <p className={`${styles.amount} ${incoming ? styles.amountIn : ''}`}>{`${incoming ? '+' : '−'}${money(record.amount)}`}</p>
      <p className={styles.rowMeta} data-testid="wallet-record-id">
        {record.orderId}
      </p>
    </li>
  );
}
