import { useTranslation } from 'react-i18next';
import { ErrorPanel, errorMessage, isTrial, useSession } from 'shared';
import '../../i18n';
import { balanceText } from './balanceText';
import { useBalanceVisibility } from './balanceVisibility';
import { InlineAction } from './InlineAction';
import { useWallet } from './useWallet';
import styles from './balance.module.css';

export interface BalanceProps {
  /** The header's small form: amount and two icons, no label. */
  compact?: boolean;
}

/**
 * The player's balance with hide/show and refresh (docs/product-rules.md §2, §4 and §9); exposed for the shell header.
 * The header's compact form shows a dash when the balance cannot be loaded; the full form (member centre,
 * deposit, withdraw) also says why, with a retry. A trial account's balance is marked as play money (docs/product-rules.md
 * §6, 6.13): trial credit, not money that can be withdrawn.
 */
export function Balance({ compact = false }: BalanceProps) {
  const { t, i18n } = useTranslation('account');
  const session = useSession();
  const { hidden, toggle } = useBalanceVisibility();
  const { wallet, refreshing, failed, error, reload } = useWallet(session?.token);
  const loggedIn = !!session;
  const playMoney = !!session && isTrial(session);
  const text = balanceText({ loggedIn, hidden, refreshing, wallet, language: i18n.language });
  const state = !loggedIn ? 'guest' : refreshing ? 'refreshing' : hidden ? 'hidden' : failed && !wallet ? 'failed' : 'shown';

  const balance = (
    <span className={`${styles.balance} ${compact ? styles.compact : styles.full}`} data-testid="balance" data-state={state}>
      {!compact && <span className={styles.label}>{t('balance')}</span>}
      {playMoney && (
        <span className={styles.playMoney} data-testid="play-money" title={t('play_money_note')}>
          {t('play_money')}
          <span className={styles.visuallyHidden}>{`: ${t('play_money_note')}`}</span>
        </span>
      )}
      <span className={styles.amount} data-testid="balance-amount" title={state === 'failed' ? t('balance_failed') : undefined}>
        {text}
      </span>
      <InlineAction
        label={hidden ? t('balance_show') : t('balance_hide')}
        onPress={toggle}
        className={styles.action}
        testId="balance-toggle"
      >
        <EyeIcon open={!hidden} />
      </InlineAction>
      <InlineAction
        label={t('balance_refresh')}
        onPress={reload}
        disabled={!loggedIn || refreshing}
        className={`${styles.action} ${refreshing ? styles.spinning : ''}`}
        testId="balance-refresh"
      >
        <RefreshIcon />
      </InlineAction>
    </span>
  );
  if (compact || state !== 'failed') return balance;
  return (
    <>
      {balance}
      <ErrorPanel message={errorMessage(error, t)} onRetry={reload} testId="balance-error" />
    </>
  );
}

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {!open && <path d="M4 4l16 16" />}
    </svg>
  );
}

function RefreshIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
      <path d="M20 12a8 8 0 1 1-2.34-5.66" />
      <path d="M20 4v5h-5" />
    </svg>
  );
}
