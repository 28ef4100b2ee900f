import { useTranslation } from 'react-i18next';
import {
  EmptyData,
  errorMessage,
  ErrorPanel,
  fetchLeaderboard,
  formatCurrency,
  formatNumber,
  Spinner,
  useApi,
  useCurrencySymbol,
} from 'shared';
import styles from './leaderboard.module.css';

/** The mission leaderboard: rank, player, score and reward. */
export function LeaderboardTable() {
  const { t, i18n } = useTranslation('promotions');
  const state = useApi(fetchLeaderboard, []);
  const symbol = useCurrencySymbol();
  if (state.status === 'error' && !state.data) return <ErrorPanel message={errorMessage(state.error, t)} onRetry={state.reload} />;
  if (!state.data) return <Spinner label={t('loading_leaderboard')} />;
  if (state.data.length === 0) return <EmptyData message={t('leaderboard_empty')} />;
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{t('leaderboard_rank')}</th>
          <th scope="col">{t('leaderboard_player')}</th>
          <th scope="col">{t('leaderboard_score')}</th>
          <th scope="col">{t('leaderboard_reward')}</th>
        </tr>
      </thead>
      <tbody>
        {state.data.map((entry) => (
          <tr key={entry.rank} data-testid="leaderboard-row">
            <td>
              <span className={styles.rank} data-top={entry.rank <= 3 ? entry.rank : undefined}>
                {entry.rank}
              </span>
            </td>
            <td>{entry.customerName}</td>
            <td>{formatNumber(entry.score, i18n.language)}</td>
            <td className={styles.reward}>{formatCurrency(entry.reward, symbol, i18n.language)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
