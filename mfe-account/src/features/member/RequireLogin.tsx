import type { ReactNode } from 'react';
import { LoginFirst, useSession } from 'shared';

/** Screens that need a session send guests to login (or `guestTo`), coming back here afterwards. */
export function RequireLogin({ children, guestTo }: { children: ReactNode; guestTo?: string }) {
  const session = useSession();
  if (session) return <>{children}</>;
  return <LoginFirst to={guestTo} />;
}
