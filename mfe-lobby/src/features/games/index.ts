/** Games: tiles and grids, the game browser (category, search, vendor strip, classification bar, paging) and favourites. */
export { useFavouritesStore } from './favourites/store';
export { recallList, rememberList, useListPlace } from './hooks/listMemory';
export { LOBBY_CATEGORY, lobbyMode } from './model/lobbyMode';
export { showsVendorStrip } from './model/vendorStrip';
export { GameBrowser } from './ui/GameBrowser';
export { GameGridScreen } from './ui/GameGridScreen';
export { GameTile } from './ui/GameTile';
export { VendorGrid } from './ui/VendorGrid';
export { VendorTile } from './ui/VendorTile';
