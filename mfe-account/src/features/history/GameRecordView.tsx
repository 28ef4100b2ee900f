import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EmptyData,
  ErrorPanel,
  errorMessage,
  fetchGameRecords,
  formatCurrency,
  Spinner,
  useApi,
  useCurrencySymbol,
  useVendorNames,
  type GameRecord,
  type GameRecordResponse,
} from 'shared';
import { ModeTabs } from '../../common/ModeTabs';
import { presetRange, rangeQuery, RANGE_PRESETS, type RangePreset } from './dateRange';
import { DateTime } from '../../common/DateTime';
import { recordNet, summaryFigures } from './recordNet';
import recordStyles from '../../common/records.module.css';
import styles from './history.module.css';

export const RECORD_PAGE_SIZE = 10;

/** Game history: bets in a date range, a page at a time, with the range's totals. */
export function GameRecordView() {
  const { t, i18n } = useTranslation('account');
  const symbol = useCurrencySymbol();
  const money = (amount: number) => formatCurrency(amount, symbol, i18n.language);
  const vendorName = useVendorNames();
  const [preset, setPreset] = useState<RangePreset | 'custom'>('month');
  const [range, setRange] = useState(() => presetRange('month', new Date()));
  const [pageNo, setPageNo] = useState(1);
  const query = rangeQuery(range.from, range.to);

  const records = useApi(
    () => (query ? fetchGameRecords({ ...query, pageNo, pageSize: RECORD_PAGE_SIZE }) : Promise.resolve(null)),
    [query?.startTime, query?.endTime, pageNo],
  );

  const choosePreset = (next: RangePreset | 'custom') => {
    setPreset(next);
    if (next !== 'custom') setRange(presetRange(next, new Date()));
    setPageNo(1);
  };
  const setDay = (edge: 'from' | 'to') => (value: string) => {
    setPreset('custom');
    setRange((r) => ({ ...r, [edge]: value }));
    setPageNo(1);
  };

  const data = records.data;
  const totalPages = Math.max(1, data?.totalPages ?? 1);

  return (
    <div className={styles.page} data-testid="game-record">
      <ModeTabs
        label={t('history_range')}
        active={preset}
        onChange={choosePreset}
        modes={RANGE_PRESETS.map((p) => ({ mode: p, label: t(`range_${p}`) }))}
      />
      <div className={styles.dates}>
        <label className={styles.dateField}>
          {t('date_from')}
          <input type="date" name="startTime" value={range.from} max={range.to} onChange={(e) => setDay('from')(e.target.value)} />
        </label>
        <label className={styles.dateField}>
          {t('date_to')}
          <input type="date" name="endTime" value={range.to} min={range.from} onChange={(e) => setDay('to')(e.target.value)} />
        </label>
      </div>
      {!query && (
        <p className={styles.rangeError} role="alert">
          {t('range_invalid')}
        </p>
      )}

      {data && <RecordSummary summary={data.summary} money={money} />}

      {records.status === 'error' ? (
        <ErrorPanel message={errorMessage(records.error, t)} onRetry={records.reload} />
      ) : records.status === 'loading' && !data ? (
        <Spinner />
      ) : data && data.list.length === 0 ? (
        <EmptyData message={t('no_records')} />
      ) : (
        data && (
          <ul className={recordStyles.list} aria-busy={records.status === 'loading'}>
            {data.list.map((record) => (
              <RecordRow key={record.id} record={record} money={money} vendorName={vendorName} />
            ))}
          </ul>
        )
      )}

      {data && data.list.length > 0 && (
        <nav className={styles.pager} aria-label={t('pages')}>
          <button
            type="button"
            disabled={pageNo <= 1 || records.status === 'loading'}
            onClick={() => setPageNo((n) => n - 1)}
            data-testid="record-prev"
          >
            {t('previous')}
          </button>
          <span className={styles.pageIndicator} data-testid="page-indicator">
            {`${pageNo} / ${totalPages}`}
          </span>
          <button
            type="button"
            disabled={pageNo >= totalPages || records.status === 'loading'}
            onClick={() => setPageNo((n) => n + 1)}
            data-testid="record-next"
          >
            {t('next')}
          </button>
        </nav>
      )}
    </div>
  );
}

const netClass = (net: number) => (net > 0 ? styles.win : net < 0 ? styles.loss : styles.even);

/** The range's totals: bet, won and net (won minus bet, over settled bets), and the stakes still pending on their own. */
function RecordSummary({ summary, money }: { summary: GameRecordResponse['summary']; money: (amount: number) => string }) {
  const { t } = useTranslation('account');
  const { bet, won, net, pending } = summaryFigures(summary);
  return (
    <dl className={styles.summary} data-testid="record-summary">
      <div className={styles.summaryItem}>
        <dt>{t('total_bet')}</dt>
        <dd data-testid="summary-bet">{money(bet)}</dd>
      </div>
      <div className={styles.summaryItem}>
        <dt>{t('total_win')}</dt>
        <dd data-testid="summary-won">{money(won)}</dd>
      </div>
      <div className={styles.summaryItem}>
        <dt>{t('total_net')}</dt>
        <dd className={netClass(net)} data-testid="summary-net">
          {money(net)}
        </dd>
      </div>
      {pending > 0 && (
        <div className={styles.summaryItem}>
          <dt>{t('total_pending')}</dt>
          <dd data-testid="summary-pending">{money(pending)}</dd>
        </div>
      )}
    </dl>
  );
}

function RecordRow({
  record,
  money,
  vendorName,
}: {
  record: GameRecord;
  money: (amount: number) => string;
  vendorName: (code: string) => string;
}) {
  const { t } = useTranslation('account');
  const net = recordNet(record);
  return (
    <li className={styles.record} data-testid="game-record-row" data-status={record.status}>
      <p className={styles.game}>{record.gameName}</p>
      <span className={styles.status}>{t(`record_${record.status}`)}</span>
      <p className={styles.meta}>
        {vendorName(record.vendor)} · <DateTime ms={record.betTime} />
      </p>
      <p className={styles.amounts}>
        {t('bet')} {money(record.betAmount)}
      </p>
      <p className={styles.meta}>{record.id}</p>
      {net === null ? (
        <p className={`${styles.amounts} ${styles.even}`} data-testid="record-net">
          {t('record_net_pending')}
        </p>
      ) : (
        <p className={`${styles.amounts} ${netClass(net)}`} data-testid="record-net">
          {money(net)}
        </p>
      )}
    </li>
  );
}
