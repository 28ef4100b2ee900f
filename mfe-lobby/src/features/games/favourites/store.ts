import { create } from 'zustand';
import { fetchFavouriteIds } from 'shared';
import { withFavourite } from './favouriteIds';

interface FavouritesState {
  /** Token the ids belong to; a new session loads its own. */
  owner: string | null;
  /** The token whose ids are loaded: until then no star can say whether its game is a favourite. */
  loadedFor: string | null;
  ids: Set<string>;
  /** nodeIds with a toggle under way. */
  pending: Set<string>;
  load(token: string | null): Promise<void>;
  set(nodeId: number | string, favourite: boolean): void;
  setPending(nodeId: number | string, pending: boolean): void;
}

/** The signed-in player's favourite nodeIds, kept in step with add/remove calls. */
export const useFavouritesStore = create<FavouritesState>((set, get) => ({
  owner: null,
  loadedFor: null,
  ids: new Set(),
  pending: new Set(),
  async load(token) {
    if (get().owner === token) return;
    set({ owner: token, loadedFor: null, ids: new Set() });
    if (!token) return;
    try {
      const ids = await fetchFavouriteIds();
      if (get().owner === token) set({ ids: new Set(ids), loadedFor: token });
    } catch {
      // The stars show as not favourite; a toggle still works and corrects the list.
      if (get().owner === token) set({ owner: null, loadedFor: token });
    }
  },
  set: (nodeId, favourite) => set((s) => ({ ids: withFavourite(s.ids, nodeId, favourite) })),
  setPending: (nodeId, pending) =>
    set((s) => {
      const next = new Set(s.pending);
      if (pending) next.add(String(nodeId));
      else next.delete(String(nodeId));
      return { pending: next };
    }),
}));
