import { Navigate, type To } from 'react-router-dom';
import { useServerRendered } from '../hooks/useBrowserValue';

/**
 * Sends the player on to `to` in place of the screen at this address (a replace: back does not return here).
 * The server renders nothing for it, as React Router's `<Navigate>` does there too, but without its warning in
 * the server's log for every such page; the browser goes on once it has taken the page over.
 */
export function Redirect({ to }: { to: To }) {
  return useServerRendered() ? null : <Navigate to={to} replace />;
}
