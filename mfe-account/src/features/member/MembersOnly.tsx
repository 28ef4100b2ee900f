import type { ReactNode } from 'react';
import { useSession, type SessionInfo } from 'shared';
import { RequireLogin } from './RequireLogin';
import { TrialRejected } from './TrialRejected';

interface MembersOnlyProps {
  /** Whether this session may use the screen; refused sessions get the free_reject alert. */
  allow(session: SessionInfo): boolean;
  children(session: SessionInfo): ReactNode;
}

/** Guests go to login; sessions `allow` refuses see free_reject (alert with cancel or register now). */
export function MembersOnly({ allow, children }: MembersOnlyProps) {
  const session = useSession();
  return <RequireLogin>{session && (allow(session) ? children(session) : <TrialRejected />)}</RequireLogin>;
}
