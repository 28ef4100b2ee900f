/** What the lobby shows: all categories, one category's list, or search results. */
export type LobbyMode = 'all' | 'list' | 'filter';

export const LOBBY_CATEGORY = 'lobby';

/** The lobby tab shows all, another category shows its list, searching shows the filter results. */
export function lobbyMode(category: string | null | undefined, search: string): LobbyMode {
  if (search.trim()) return 'filter';
  if (category && category !== LOBBY_CATEGORY) return 'list';
  return 'all';
}
