import { sameSession, type RenderedSession, type SessionInfo } from 'shared';

/**
 * The session a server-rendered page is taken over with (`hydrateAsSession`). When this device holds the player the
 * page was rendered for, as the page shows them (name, type, first login), it is the stored session itself: the
 * session store then holds the very object the take-over rendered with, so nothing that shows the session renders
 * again once the page is taken over (on home, every row and tile at once, in one long task). Otherwise the rendered
 * player, with the stored token when it is the same player, so that the take-over renders what the server did.
 */
export function hydrationSession(rendered: RenderedSession | null, stored: SessionInfo | null): SessionInfo | null {
  if (!rendered) return null;
  const samePlayer = sameSession(rendered, stored);
  if (samePlayer && stored && shownAlike(rendered, stored)) return stored;
  return { ...rendered, token: samePlayer && stored ? stored.token : '' };
}

const shownAlike = (rendered: RenderedSession, stored: SessionInfo) =>
  (Object.keys(rendered) as (keyof RenderedSession)[]).every((key) => rendered[key] === stored[key]);
