import type { Game } from 'shared';

/** The vendor of a launcher link without one: the lottery game with that gameId (or gameGroupId). */
export function lotteryVendorOf(games: readonly Game[], gameId: string, gameGroupId: string): string | null {
  const byId = gameId ? games.find((g) => g.gameId === gameId) : undefined;
  const byGroup = gameGroupId ? games.find((g) => String(g.gameGroupId) === gameGroupId) : undefined;
  return (byId ?? byGroup)?.vassalage ?? null;
}
