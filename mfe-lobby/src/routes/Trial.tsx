import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import {
  AreaRoot,
  ErrorPanel,
  Spinner,
  errorMessage,
  getRuntimeConfig,
  getSession,
  paths,
  startTrial,
  toast,
  useApi,
  useSessionStore,
} from 'shared';
import '../i18n';
import { trialSession } from '../trial/trialSession';
import styles from '../ui/ui.module.css';

/**
 * Free trial (`/m/trail`): for visitors only (docs/product-rules.md §6, 6.9). Someone already signed in keeps
 * their session and goes home; a visitor gets loading, the test-play call, then home with a type 4 session.
 */
export default function Trial() {
  const [signedInOnArrival] = useState(() => getSession() !== null);
  return <AreaRoot area="lobby">{signedInOnArrival ? <AlreadySignedIn /> : <StartTrial />}</AreaRoot>;
}

function AlreadySignedIn() {
  const { t } = useTranslation('lobby');
  useEffect(() => {
    toast.info(t('trial_signed_in'));
  }, [t]);
  return <Navigate to={paths.home} replace />;
}

function StartTrial() {
  const { t } = useTranslation('lobby');
  const navigate = useNavigate();
  const trial = useApi(() => startTrial(), []);
  useEffect(() => {
    if (trial.status !== 'ready') return;
    const session = trialSession(trial.data, getRuntimeConfig().merchantCode);
    if (!session) return;
    useSessionStore.getState().signIn(session);
    navigate(paths.home, { replace: true });
  }, [trial, navigate]);
  return trial.status === 'error' ? (
    <ErrorPanel message={`${t('trial_failed')} ${errorMessage(trial.error, t)}`} onRetry={trial.reload} />
  ) : (
    <div className={styles.center} data-testid="trial-loading">
      <Spinner label={t('trial_starting')} minHeight={80} />
      <p>{t('trial_starting')}</p>
    </div>
  );
}
