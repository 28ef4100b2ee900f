import { useCallback, useEffect } from 'react';
import { bus, i18n, useSession } from 'shared';
import { useFavouritesStore } from './store';
import { toggleFavourite } from './toggleFavourite';

/** Loads the signed-in player's favourite ids once per session. */
export function useFavouriteIds(): ReadonlySet<string> {
  const token = useSession()?.token ?? null;
  const load = useFavouritesStore((s) => s.load);
  useEffect(() => {
    void load(token);
  }, [load, token]);
  return useFavouritesStore((s) => s.ids);
}

/**
 * State and toggle of one game's favourite star. `onRemoved` lets a favourites list drop the tile. A page has
 * dozens of stars: what only a tap needs (the texts it shows, the way to login) is looked up when tapped.
 */
export function useFavourite(game: { nodeId: number; vassalage: string }, onRemoved?: (nodeId: number) => void) {
  const session = useSession();
  const ids = useFavouriteIds();
  // A signed-in player's star waits for their favourites (a server-rendered list is on the page before them):
  // a tap meanwhile could only toggle the wrong way.
  const unknown = useFavouritesStore((s) => session !== null && s.loadedFor !== session.token);
  const pending = useFavouritesStore((s) => s.pending.has(String(game.nodeId))) || unknown;
  const isFavourite = ids.has(String(game.nodeId));
  const toggle = useCallback(() => {
    if (pending) return;
    const store = useFavouritesStore.getState();
    void toggleFavourite(
      { nodeId: game.nodeId, vendor: game.vassalage },
      {
        loggedIn: !!session,
        isFavourite,
        t: (key) => i18n.t(key, { ns: 'common' }),
        // The frame sends the player to login and back here.
        goToLogin: () => bus.emit('auth:login-required', {}),
        setPending: (on) => store.setPending(game.nodeId, on),
        onChanged: (favourite) => {
          store.set(game.nodeId, favourite);
          if (!favourite) onRemoved?.(game.nodeId);
        },
      },
    );
  }, [pending, session, isFavourite, game.nodeId, game.vassalage, onRemoved]);
  return { isFavourite, pending, toggle };
}
