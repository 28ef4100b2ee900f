import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AreaRoot, ErrorPanel, Spinner, errorMessage, getRuntimeConfig, paths, startTrial, useApi, useSessionStore } from 'shared';
import '../i18n';
import { trialSession } from '../trial/trialSession';
import styles from '../ui/ui.module.css';

/** Free trial (`/m/trail`): loading, the test-play call, then home with a type 4 session. */
export default function Trial() {
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
  return (
    <AreaRoot area="lobby">
      {trial.status === 'error' ? (
        <ErrorPanel message={`${t('trial_failed')} ${errorMessage(trial.error, t)}`} onRetry={trial.reload} />
      ) : (
        <div className={styles.center} data-testid="trial-loading">
          <Spinner label={t('trial_starting')} minHeight={80} />
          <p>{t('trial_starting')}</p>
        </div>
      )}
    </AreaRoot>
  );
}
