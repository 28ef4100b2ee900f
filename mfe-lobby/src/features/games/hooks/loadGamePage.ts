import { fetchFavouriteGames, fetchGames, type Game, type GameListQuery } from 'shared';
import { gameListQuery, isFavouriteTab, type BrowseFilters } from '../model/browsing';

export interface GamePage {
  games: Game[];
  totalPages: number;
}

/** Where a list's games come from: the game list, or the player's favourites. */
export type GameSource = 'games' | 'favourites';

const favouritesType = (gameType: string) => (gameType && gameType !== 'lobby' ? (gameType as GameListQuery['gameType']) : undefined);

/** One page of games for these filters: the favourites call for the favourites list or tab, else the game list. */
export async function loadGamePage(filters: BrowseFilters, page: number, source: GameSource = 'games'): Promise<GamePage> {
  if (source === 'favourites' || isFavouriteTab(filters)) {
    const { content, totalPages } = await fetchFavouriteGames({ gameType: favouritesType(filters.gameType), pageNo: page });
    return { games: content, totalPages };
  }
  const { games, totalPages } = await fetchGames(gameListQuery(filters, page));
  return { games, totalPages };
}
