import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bus, ErrorPanel, errorMessage, fetchSignIn, signIn, Spinner, toast, useApi, useSession, type SignInStatus } from 'shared';
import styles from './signIn.module.css';

/** This week's sign-in calendar with the day's rewards and the sign-in button. */
export function SignInCalendar() {
  const { t } = useTranslation('promotions');
  const token = useSession()?.token;
  const state = useApi(fetchSignIn, [token]);
  const [latest, setLatest] = useState<SignInStatus | null>(null);
  const [busy, setBusy] = useState(false);
  if (state.status === 'error' && !state.data) return <ErrorPanel message={errorMessage(state.error, t)} onRetry={state.reload} />;
  const status = latest ?? state.data;
  if (!status) return <Spinner label={t('loading_sign_in')} />;

  const signInToday = async () => {
    setBusy(true);
    try {
      const next = await signIn();
      setLatest(next);
      toast.success(t('sign_in_done'));
      bus.emit('balance:refresh');
    } catch (error) {
      toast.error(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.panel}>
      <p className={styles.streak} data-testid="sign-in-streak">
        {t('sign_in_streak', { count: status.streak })}
      </p>
      <ol className={styles.days}>
        {status.days.map((day) => (
          <li key={day.day} className={styles.day} data-signed={day.signed} data-testid="sign-in-day">
            <span className={styles.dayName}>{t('sign_in_day', { day: day.day })}</span>
            <span className={styles.reward}>+{day.reward}</span>
            <span className={styles.mark} aria-label={day.signed ? t('sign_in_signed') : t('sign_in_not_signed')}>
              {day.signed ? '✓' : ''}
            </span>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className={styles.button}
        disabled={busy || status.signedToday}
        onClick={() => void signInToday()}
        data-testid="sign-in-button"
      >
        {status.signedToday ? t('sign_in_already') : busy ? t('sign_in_sending') : t('sign_in_now')}
      </button>
    </div>
  );
}
