import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  AreaRoot,
  ErrorPanel,
  Spinner,
  errorMessage,
  getRuntimeConfig,
  useSession,
  paths,
  Redirect,
  startTrial,
  toast,
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
  return <Redirect to={paths.home} />;
}

/**
 * Starts the trial from an effect, in the browser only: a server render never makes an account (a page another
 * visitor may be given would carry its token), it renders the loading state every visitor sees first.
 */
function StartTrial() {
  const { t } = useTranslation('lobby');
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    let current = true;
    startTrial().then(
      (started) => {
        const session = current ? trialSession(started, getRuntimeConfig().merchantCode) : null;
        if (!session) return;
        useSessionStore.getState().signIn(session);
        navigate(paths.home, { replace: true });
      },
      (error: unknown) => current && setFailure(error),
    );
    return () => {
      current = false;
    };
  }, [attempt, navigate]);
  const retry = () => {
    setFailure(null);
    setAttempt((n) => n + 1);
  };
  return failure ? (
    <ErrorPanel message={`${t('trial_failed')} ${errorMessage(failure, t)}`} onRetry={retry} />
  ) : (
    <div className={styles.center} data-testid="trial-loading">
      <Spinner label={t('trial_starting')} minHeight={80} />
      <p>{t('trial_starting')}</p>
    </div>
  );
}
