import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths, useSession, withQuery } from 'shared';

/** Screens that need a session send guests to login (or `guestTo`), coming back here afterwards. */
export function RequireLogin({ children, guestTo }: { children: ReactNode; guestTo?: string }) {
  const session = useSession();
  const location = useLocation();
  if (session) return <>{children}</>;
  const to = guestTo ?? withQuery(paths.login, { returnTo: `${location.pathname}${location.search}` });
  return <Navigate to={to} replace />;
}
