import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  errorMessage,
  fetchRecentGames,
  isApiError,
  isTrial,
  launchGame,
  LOADING_LIMIT_MS,
  getBrand,
  toast,
  useSession,
  type GameLaunchQuery,
  type LaunchResult,
} from 'shared';
import { useGoToLogin } from '../../common/useGoToLogin';
import { endLaunch, startLaunch } from './launchInFlight';
import { DEFAULT_LAUNCH_CODE, launchCode, launchPlan, type Launchable } from './launchPlan';

interface LaunchOptions {
  /** Launched from home: the lottery launcher's close area returns home. */
  fromHome?: boolean;
  /** Opens the game page; the same tab by default. */
  openUrl?: (url: string) => void;
  launch?: (query: GameLaunchQuery) => Promise<LaunchResult>;
  /** Records a game in the player's recent games (lottery history). */
  recordRecent?: (nodeId: number) => Promise<unknown>;
}

const sameTab = (url: string) => window.location.assign(url);

/**
 * A game or vendor tap: guests go to login, lottery to its launcher page, other games straight in, one launch
 * at a time with its loading shown until the answer (docs/product-rules.md §9, 9.14).
 */
export function useLaunchGame({
  fromHome = false,
  openUrl = sameTab,
  launch = launchGame,
  recordRecent = fetchRecentGames,
}: LaunchOptions = {}) {
  const { t } = useTranslation('lobby');
  const navigate = useNavigate();
  const goToLogin = useGoToLogin();
  const session = useSession();
  return useCallback(
    async (game: Launchable) => {
      // Read at the tap, not subscribed to: the brand arrives after the take-over, and a subscription would render
      // every screen that launches games again (home: every row and tile) for a value only a tap reads.
      const plan = launchPlan(game, { loggedIn: !!session, elottMapping: getBrand()?.elottMapping, fromHome });
      if (plan.kind === 'login') return goToLogin();
      if (plan.kind === 'launcher') {
        // A lottery opened at its lobby names no game to the server, so the site records the tapped one for the
        // lottery history itself (docs/product-rules.md §2, 2.47); a failure only leaves the history as it was.
        if (launchCode(game) === DEFAULT_LAUNCH_CODE && game.nodeId) void recordRecent(game.nodeId).catch(() => undefined);
        return navigate(plan.to);
      }
      if (!startLaunch()) return;
      const hideLoading = toast.loading(t('in_please_wait', { ns: 'common' }), LOADING_LIMIT_MS.launch);
      try {
        const { gameUrl } = await launch(plan.query);
        openUrl(gameUrl);
      } catch (error) {
        // A game the trial cannot play says which ones it can (docs/product-rules.md §6, 6.13).
        toast.error(
          session && isTrial(session) && isApiError(error) && error.code === 'FREE_REJECT' ? t('free_play_only') : errorMessage(error, t),
        );
      } finally {
        hideLoading();
        endLaunch();
      }
    },
    [session, fromHome, goToLogin, navigate, t, launch, openUrl, recordRecent],
  );
}
