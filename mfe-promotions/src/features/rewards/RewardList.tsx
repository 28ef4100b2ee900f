import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  bus,
  claimReward,
  EmptyData,
  errorMessage,
  ErrorPanel,
  fetchRewards,
  formatCurrency,
  Spinner,
  toast,
  useApi,
  useCurrencySymbol,
  useSession,
  type RewardItem,
} from 'shared';
import { formatDate } from '../announcements';
import styles from './rewards.module.css';

/** The member's rewards: claimable ones can be claimed into the wallet. */
export function RewardList() {
  const { t, i18n } = useTranslation('promotions');
  const token = useSession()?.token;
  const state = useApi(fetchRewards, [token]);
  const symbol = useCurrencySymbol();
  const [claimed, setClaimed] = useState<ReadonlySet<number>>(new Set());
  const [claiming, setClaiming] = useState<number | null>(null);

  if (state.status === 'error' && !state.data) return <ErrorPanel message={errorMessage(state.error, t)} onRetry={state.reload} />;
  if (!state.data) return <Spinner label={t('loading_rewards')} />;
  if (state.data.length === 0) return <EmptyData message={t('rewards_empty')} />;

  const claim = async (reward: RewardItem) => {
    setClaiming(reward.id);
    try {
      await claimReward(reward.id);
      setClaimed((ids) => new Set(ids).add(reward.id));
      toast.success(t('reward_claimed', { amount: formatCurrency(reward.amount, symbol, i18n.language) }));
      bus.emit('balance:refresh');
    } catch (error) {
      toast.error(errorMessage(error, t));
    } finally {
      setClaiming(null);
    }
  };

  return (
    <ul className={styles.list}>
      {state.data.map((reward) => {
        const status = claimed.has(reward.id) ? 'claimed' : reward.status;
        return (
          <li key={reward.id} className={styles.item} data-testid="reward" data-status={status}>
            <div className={styles.info}>
              <strong className={styles.title}>{reward.title}</strong>
              <span className={styles.meta}>{t('reward_expires', { date: formatDate(reward.expireDate) })}</span>
            </div>
            <span className={styles.amount}>{formatCurrency(reward.amount, symbol, i18n.language)}</span>
            {status === 'claimable' ? (
              <button type="button" className={styles.claim} disabled={claiming !== null} onClick={() => void claim(reward)}>
                {claiming === reward.id ? t('reward_claiming') : t('reward_claim')}
              </button>
            ) : (
              <span className={styles.state} data-state={status}>
                {t(`reward_state_${status}`)}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
