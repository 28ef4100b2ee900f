import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EmptyData, ErrorPanel, Spinner } from 'shared';
import { ModeTabs } from '../../../common/ModeTabs';
import formStyles from '../../../common/form.module.css';
import { cashierMessage } from '../cashierRefusal';
import { FILTER_PARAM, filterOf, HISTORY_FILTERS, useWalletHistory, type HistoryFilter } from './useWalletHistory';
import { WalletRecordRow } from './WalletRecordRow';
import recordStyles from '../../../common/records.module.css';
import styles from '../cashier.module.css';

/**
 * The wallet history (docs/product-rules.md §2, 2.56): deposits and withdrawals, newest first, with their status; the
 * filter is kept in the address, so a reload or a shared link keeps it.
 */
export function WalletHistoryView() {
  const { t } = useTranslation('account');
  const [query, setQuery] = useSearchParams();
  const filter = filterOf(query.get(FILTER_PARAM));
  const setFilter = (mode: HistoryFilter) =>
    setQuery(
      (current) => {
        const next = new URLSearchParams(current);
        if (mode === 'all') next.delete(FILTER_PARAM);
        else next.set(FILTER_PARAM, mode);
        return next;
      },
      { replace: true },
    );
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
      <ul className={recordStyles.list} aria-busy={loading}>
        {history.records.map((record) => (
          <WalletRecordRow key={record.orderId} record={record} />
        ))}
      </ul>
      {history.status === 'error' && <ErrorPanel message={cashierMessage(history.error, t)} onRetry={history.retry} />}
      {!history.hasMore && (
        <p className={styles.listEnd} data-testid="history-end">
          {t('wallet_history_end')}
        </p>
      )}
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
