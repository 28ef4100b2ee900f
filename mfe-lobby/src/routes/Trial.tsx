import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import {
  AreaRoot,
  ErrorPanel,
  Spinner,
  errorMessage,
  getRuntimeConfig,
  useSession,
  paths,
  startTrial,
  toast,
  useApi,
  useSessionStore,
} from 'shared';
import '../i18n';
import { trialSession } from '../features/trial';
import styles from '../common/ui.module.css';

/**
 * Free trial (`/m/trail`): for visitors only (docs/product-rules.md §6, 6.9). Someone already signed in keeps
 * their session and goes home; a visitor gets loading, the test-play call, then home with a type 4 session.
 */
export default function Trial() {
  // As the page was rendered (a server-rendered page is taken over with the session it was rendered for).
  const session = useSession();
  const [signedInOnArrival] = useState(() => session !== null);
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
  const started = trial.status === 'ready' ? trial.data : undefined;
  useEffect(() => {
    if (!started) return;
    const session = trialSession(started, getRuntimeConfig().merchantCode);
    if (!session) return;
    useSessionStore.getState().signIn(session);
    navigate(paths.home, { replace: true });
  }, [started, navigate]);
  return trial.status === 'error' ? (
    <ErrorPanel message={`${t('trial_failed')} ${errorMessage(trial.error, t)}`} onRetry={trial.reload} />
  ) : (
    <div className={styles.center} data-testid="trial-loading">
      <Spinner label={t('trial_starting')} minHeight={80} />
      <p>{t('trial_starting')}</p>
    </div>
  );
}
