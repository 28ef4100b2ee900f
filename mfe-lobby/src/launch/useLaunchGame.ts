import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { errorMessage, launchGame, LOADING_LIMIT_MS, toast, useBrand, useSession, type GameLaunchQuery, type LaunchResult } from 'shared';
import { useGoToLogin } from '../ui/useGoToLogin';
import { endLaunch, startLaunch } from './launchInFlight';
import { launchPlan, type Launchable } from './launchPlan';

interface LaunchOptions {
  /** Launched from home: the lottery launcher's close area returns home. */
  fromHome?: boolean;
  /** Opens the game page; the same tab by default. */
  openUrl?: (url: string) => void;
  launch?: (query: GameLaunchQuery) => Promise<LaunchResult>;
}

const sameTab = (url: string) => window.location.assign(url);

/**
 * A game or vendor tap: guests go to login, lottery to its launcher page, other games straight in, one launch
 * at a time with its loading shown until the answer (docs/product-rules.md §9, 9.14).
 */
export function useLaunchGame({ fromHome = false, openUrl = sameTab, launch = launchGame }: LaunchOptions = {}) {
  const { t } = useTranslation('lobby');
  const navigate = useNavigate();
  const goToLogin = useGoToLogin();
  const session = useSession();
  const elottMapping = useBrand()?.elottMapping;
  return useCallback(
    async (game: Launchable) => {
      const plan = launchPlan(game, { loggedIn: !!session, elottMapping, fromHome });
      if (plan.kind === 'login') return goToLogin();
      if (plan.kind === 'launcher') return navigate(plan.to);
      if (!startLaunch()) return;
      const hideLoading = toast.loading(t('in_please_wait', { ns: 'common' }), LOADING_LIMIT_MS.launch);
      try {
        const { gameUrl } = await launch(plan.query);
        openUrl(gameUrl);
      } catch (error) {
        toast.error(errorMessage(error, t));
      } finally {
        hideLoading();
        endLaunch();
      }
    },
    [session, elottMapping, fromHome, goToLogin, navigate, t, launch, openUrl],
  );
}
