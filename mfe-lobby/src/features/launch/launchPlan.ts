import { paths, withQuery, type GameLaunchQuery, type PlayType } from 'shared';
import { isLotteryType } from '../../common/gameTypes';

/** What a tap on a game or vendor tile needs to launch it. */
export interface Launchable {
  nodeId: number;
  gameType: string;
  vassalage: string;
  gameId: string;
  gameCode?: string;
  gameGroupId?: number;
  lottoMode?: string | null;
  supportPlay: number;
}

export type PrizeMode = 'LOTT' | 'ELOTT';

/** Vendors whose lottery opens at its lobby rather than at one game. */
export const LOBBY_LAUNCH_VENDORS: readonly string[] = ['TCG_LOTTO_VN', 'TCG_SEA'];
export const DEFAULT_LAUNCH_CODE = 'lobby';

/** ELOTT when the vendor is TCG_LOTTO_VN or a LOTT vendor of the brand's ELOTT mapping, else LOTT. */
export function prizeMode(vendor: string, elottMapping: readonly string[] = []): PrizeMode {
  return vendor === 'TCG_LOTTO_VN' || elottMapping.includes(vendor) ? 'ELOTT' : 'LOTT';
}

export const playTypeOf = (lottoMode: string | null | undefined): PlayType => (lottoMode === 'trad' ? 'trad' : 'ent');

/** The code the lottery launcher opens: the lobby for TCG_LOTTO_VN and TCG_SEA, else the game's code. */
export function launchCode(game: Pick<Launchable, 'vassalage' | 'gameCode'>): string {
  if (LOBBY_LAUNCH_VENDORS.includes(game.vassalage)) return DEFAULT_LAUNCH_CODE;
  return game.gameCode || DEFAULT_LAUNCH_CODE;
}

export type LaunchPlan = { kind: 'login' } | { kind: 'launcher'; to: string } | { kind: 'direct'; query: GameLaunchQuery };

export interface LaunchContext {
  loggedIn: boolean;
  elottMapping?: readonly string[];
  /** Launched from home: the launcher's close area returns home. */
  fromHome?: boolean;
}

/**
 * Where a game tap leads: guests to login (launching needs a session); LOTT and ELOTT games to the
 * lottery launcher page; every other game straight to the launch call.
 */
export function launchPlan(game: Launchable, { loggedIn, elottMapping = [], fromHome = false }: LaunchContext): LaunchPlan {
  if (!loggedIn) return { kind: 'login' };
  if (isLotteryType(game.gameType)) {
    return {
      kind: 'launcher',
      to: withQuery(paths.launchGame, {
        playType: playTypeOf(game.lottoMode),
        gameId: game.gameId,
        gameGroupId: game.gameGroupId,
        prize_mode: prizeMode(game.vassalage, elottMapping),
        code: launchCode(game),
        vendor: game.vassalage,
        pageBack: fromHome ? 'home' : undefined,
      }),
    };
  }
  return {
    kind: 'direct',
    query: {
      gameCategory: game.gameType,
      vendor: game.vassalage,
      gameId: game.gameId,
      nodeId: game.nodeId,
      supportFreePlay: game.supportPlay === 0,
    },
  };
}
