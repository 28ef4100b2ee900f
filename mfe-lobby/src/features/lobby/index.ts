/** The game lobby: category tabs, the rows of a category and the lobby's query. */
export { CategoryRows } from './CategoryRows';
export { GameLobby } from './GameLobby';
export { centerCategory, homeCategory, homeCategoryQuery } from './lobbyQuery';
