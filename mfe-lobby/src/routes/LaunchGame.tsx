import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AreaRoot, ErrorPanel, Spinner, errorMessage, fetchLotteryList, launchGame, useApi, useSession } from 'shared';
import '../i18n';
import { launcherCloseTarget, launcherFrameUrl, lotteryLaunchQuery, parseLauncherParams, lotteryVendorOf } from '../features/launch';
import { useGoToLogin } from '../common/useGoToLogin';
import styles from './launcher.module.css';

class GameNotFound extends Error {}

/** The lottery launcher (`/m/launchGame`): the game in a full-size frame with a close area. Needs a session. */
export default function LaunchGame() {
  const { t } = useTranslation('lobby');
  const navigate = useNavigate();
  const goToLogin = useGoToLogin();
  const session = useSession();
  const [search] = useSearchParams();
  const params = parseLauncherParams(search);
  const key = search.toString();

  useEffect(() => {
    if (!session) goToLogin();
  }, [session, goToLogin]);

  const launch = useApi(async () => {
    if (!session) return null;
    const vendor = params.vendor || lotteryVendorOf(await fetchLotteryList(), params.gameId, params.gameGroupId);
    if (!vendor) throw new GameNotFound();
    const { gameUrl } = await launchGame(lotteryLaunchQuery(params, vendor));
    return launcherFrameUrl(gameUrl, session, window.location.href, params.mui);
    // The query string stands for every parameter.
  }, [key, session?.token]);

  const close = () => navigate(launcherCloseTarget(params));
  return (
    <AreaRoot area="lobby">
      <div className={styles.launcher} data-testid="game-launcher">
        <div className={styles.bar}>
          <button type="button" className={styles.close} data-testid="launcher-close" onClick={close} aria-label={t('launcher_close')}>
            <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden>
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
            </svg>
            {t('launcher_close')}
          </button>
        </div>
        {launch.status === 'ready' && launch.data ? (
          <iframe
            className={styles.frame}
            src={launch.data}
            title={t('launcher_title')}
            data-testid="game-frame"
            allow="autoplay; fullscreen"
          />
        ) : launch.status === 'error' ? (
          <div className={styles.state}>
            <ErrorPanel
              message={launch.error instanceof GameNotFound ? t('launcher_not_found') : errorMessage(launch.error, t)}
              onRetry={launch.reload}
            />
          </div>
        ) : (
          <div className={styles.state}>
            <Spinner label={t('launching')} />
          </div>
        )}
      </div>
    </AreaRoot>
  );
}
