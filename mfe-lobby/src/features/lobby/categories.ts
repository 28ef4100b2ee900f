import type { VendorSorting } from 'shared';
import { LOBBY_CATEGORY } from '../games';

/** The lobby's category tabs: lobby, then each category of the vendor sorting, once each. */
export function lobbyCategories(sorting: readonly VendorSorting[]): string[] {
  const categories = sorting.map((s) => s.gameCategory).filter((c) => c !== LOBBY_CATEGORY);
  return [LOBBY_CATEGORY, ...new Set(categories)];
}
