import { paths, type LotteryLaunchQuery, type SessionInfo } from 'shared';
import { DEFAULT_LAUNCH_CODE, playTypeOf, type PrizeMode } from './launchPlan';

/** The query of `/m/launchGame` (and its variant taking `mui`). */
export interface LauncherParams {
  playType: 'ent' | 'trad';
  gameId: string;
  gameGroupId: string;
  prizeMode: PrizeMode;
  code: string;
  vendor: string;
  mui: string;
  pageBack: string;
}

export function parseLauncherParams(search: URLSearchParams): LauncherParams {
  const get = (name: string) => search.get(name)?.trim() ?? '';
  return {
    playType: playTypeOf(get('playType')),
    gameId: get('gameId'),
    gameGroupId: get('gameGroupId'),
    prizeMode: get('prize_mode') === 'ELOTT' ? 'ELOTT' : 'LOTT',
    code: get('code') || DEFAULT_LAUNCH_CODE,
    vendor: get('vendor'),
    mui: get('mui'),
    pageBack: get('pageBack'),
  };
}

/** The close area goes home when `pageBack` is set, else to the game page. */
export const launcherCloseTarget = (params: Pick<LauncherParams, 'pageBack'>): string => (params.pageBack ? paths.home : paths.game);

export function lotteryLaunchQuery(params: LauncherParams, vendor: string): LotteryLaunchQuery {
  return { vendor, gameCode: params.code, prizeMode: params.prizeMode, playType: params.playType };
}

/** The framed game page, carrying the session token and merchant code. */
export function launcherFrameUrl(gameUrl: string, session: Pick<SessionInfo, 'token' | 'merchantCode'>, base: string, mui = ''): string {
  const url = new URL(gameUrl, base);
  url.searchParams.set('token', session.token);
  url.searchParams.set('merchantCode', session.merchantCode);
  if (mui) url.searchParams.set('mui', mui);
  return url.origin === new URL(base).origin ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}
