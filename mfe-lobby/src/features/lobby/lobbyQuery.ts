import { knownGameType } from '../../common/gameTypes';
import { LOBBY_CATEGORY } from '../games';

/** `pageType=list&gameType={category}` opens a category directly (home and the game lobby). */
function listCategory(params: URLSearchParams): string | null {
  const gameType = knownGameType(params.get('gameType'));
  return params.get('pageType') === 'list' && gameType ? gameType : null;
}

/** Home's category: from `?pageType=list&gameType=`, else the lobby. */
export const homeCategory = (params: URLSearchParams): string => listCategory(params) ?? LOBBY_CATEGORY;

/** Home's query for a category: none for the lobby. */
export const homeCategoryQuery = (category: string): Record<string, string> =>
  category === LOBBY_CATEGORY ? {} : { pageType: 'list', gameType: category };

/** The game lobby's category: `?category=` ('lobby' means all), or the list deep link, else the lobby. */
export const centerCategory = (params: URLSearchParams): string =>
  knownGameType(params.get('category')) || listCategory(params) || LOBBY_CATEGORY;
