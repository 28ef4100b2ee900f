import { HOME_ROW_SIZE, fetchGames, fetchHotGames, paths, withQuery, type Game } from 'shared';

/** The home game rows: HOT, LIVE and RNG, 20 games each. */
export const HOME_ROWS = [
  { id: 'hot', titleKey: 'section_hot', seeAllTo: paths.hot, load: () => fetchHotGames() },
  { id: 'live', titleKey: 'section_live', seeAllTo: withQuery(paths.gameList, { gameType: 'LIVE' }), load: () => rowOf('LIVE') },
  { id: 'rng', titleKey: 'section_rng', seeAllTo: withQuery(paths.gameList, { gameType: 'RNG' }), load: () => rowOf('RNG') },
] as const;

async function rowOf(gameType: 'LIVE' | 'RNG'): Promise<Game[]> {
  const { games } = await fetchGames({ gameType, pageNo: 1, pageSize: HOME_ROW_SIZE });
  return games;
}

/** A row never shows more than 20 games. */
export const rowGames = (games: readonly Game[]): Game[] => games.slice(0, HOME_ROW_SIZE);
