import type { Game, GameType } from 'shared';

/** Lottery game types: their games open in the lottery launcher (`/m/launchGame`). */
export const LOTTERY_TYPES: readonly string[] = ['LOTT', 'ELOTT'];

export const isLotteryType = (gameType: string): boolean => LOTTERY_TYPES.includes(gameType);

/** Categories whose screen lists vendor tiles instead of games. */
export const VENDOR_TILE_TYPES: readonly string[] = ['SPORTS', 'ELOTT'];

export const showsVendorTiles = (gameType: string): boolean => VENDOR_TILE_TYPES.includes(gameType);

/** The i18n key of a game type's title; unknown types show as they are. */
export function gameTypeTitleKey(gameType: string): string {
  return `type_${gameType}`;
}

/** A game's name as the tile shows it. */
export const gameLabel = (game: Pick<Game, 'displayName' | 'gameName' | 'nodeName'>): string =>
  game.displayName || game.gameName || game.nodeName;

export const KNOWN_GAME_TYPES: readonly GameType[] = [
  'RNG',
  'PVP',
  'FISH',
  'LIVE',
  'SPORTS',
  'COCKFIGHT',
  'ESPORTS',
  'ELOTT',
  'LOTT',
  'LOCAL',
  'HOT',
  'FAV',
];

/**
 * A game type or category from a link or the address: a known one as it is, anything else the lobby
 * (docs/product-rules.md §2, 2.46), so `gameType=bogus` never becomes a tab with an empty list.
 */
export function knownGameType(value: string | null | undefined): string | null {
  const type = value?.trim() ?? '';
  return (KNOWN_GAME_TYPES as readonly string[]).includes(type) ? type : null;
}
