import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import {
  errorMessage,
  ErrorPanel,
  fetchReferral,
  formatCurrency,
  formatNumber,
  Spinner,
  toast,
  useApi,
  useCurrencySymbol,
  useSession,
} from 'shared';
import { PromoHtml } from '../html';
import { copyText } from './copyText';
import { linkBreaks } from './linkBreaks';
import styles from './referral.module.css';

/**
 * The member's invite code and link with copy buttons, their totals and the programme's rules: the site's own words
 * with the reward as the player's language writes money, when the answer gives the figures (else the server's HTML).
 */
export function ReferralPanel() {
  const { t, i18n } = useTranslation('promotions');
  const token = useSession()?.token;
  const state = useApi(fetchReferral, [token]);
  const symbol = useCurrencySymbol();
  if (state.status === 'error' && !state.data) return <ErrorPanel message={errorMessage(state.error, t)} onRetry={state.reload} />;
  if (!state.data) return <Spinner label={t('loading_referral')} />;
  const info = state.data;
  const link = new URL(info.inviteUrl, window.location.origin).toString();
  const copy = async (text: string) => {
    if (await copyText(text)) toast.success(t('copied'));
    else toast.error(t('copy_failed'));
  };
  return (
    <div className={styles.panel} data-testid="referral">
      <dl className={styles.stats}>
        <div>
          <dt>{t('invited_count')}</dt>
          <dd data-testid="invited-count">{formatNumber(info.invitedCount, i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('invite_rewards')}</dt>
          <dd>{formatCurrency(info.rewardTotal, symbol, i18n.language)}</dd>
        </div>
      </dl>
      <div className={styles.row}>
        <span className={styles.label}>{t('invite_code')}</span>
        <code className={styles.value} data-testid="invite-code">
          {info.inviteCode}
        </code>
        <button type="button" className={styles.copy} onClick={() => void copy(info.inviteCode)}>
          {t('copy')}
        </button>
      </div>
      <div className={styles.row}>
        <span className={styles.label}>{t('invite_link')}</span>
        <code className={`${styles.value} ${styles.link}`} data-testid="invite-link">
          {linkBreaks(link).map((piece, i) => (
            <Fragment key={i}>
              {i > 0 && <wbr />}
              {piece}
            </Fragment>
          ))}
        </code>
        <button type="button" className={styles.copy} onClick={() => void copy(link)}>
          {t('copy')}
        </button>
      </div>
      <section className={styles.rules}>
        <h2>{t('invite_rules')}</h2>
        {info.rewardPerFriend === undefined ? (
          <PromoHtml html={info.rules} />
        ) : (
          <p data-testid="invite-rules">
            {t('invite_rules_text', {
              reward: formatCurrency(info.rewardPerFriend, symbol, i18n.language),
              share: `${formatNumber(info.betSharePercent ?? 0, i18n.language)}%`,
            })}
          </p>
        )}
      </section>
    </div>
  );
}
