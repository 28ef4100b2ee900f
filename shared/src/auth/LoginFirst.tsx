import { Navigate, useLocation } from 'react-router-dom';
import { useServerRendered } from '../hooks/useBrowserValue';
import { loginBackTo } from '../routes/paths';
import { Spinner } from '../ui/Spinner';

/**
 * For a screen a guest cannot use: to the login page (or `to`), which comes back here (path and query)
 * afterwards. The server knows no session (it stays in the browser's storage), so a server-rendered page
 * shows the screen as loading and decides once the browser has taken it over.
 */
export function LoginFirst({ to }: { to?: string }) {
  const { pathname, search } = useLocation();
  const serverRendered = useServerRendered();
  if (serverRendered) return <Spinner />;
  return <Navigate to={to ?? loginBackTo(`${pathname}${search}`)} replace />;
}
