import { useCallback, useEffect, useState } from 'react';
import { fetchPendingContracts, useBrand, useSession, type ContractKind } from 'shared';
import { dismissKind, dismissedKinds } from './dismissals';
import { isAlertEligible, kindsToAlert } from './eligibility';

/**
 * The contract alerts due on this home visit: asks for pending requests once per mount (and per session),
 * only for eligible members, and walks through them one kind at a time.
 */
export function useContractAlerts() {
  const session = useSession();
  const agentPolicyOn = useBrand()?.flags.AGENTPOLICY3 === true;
  const eligible = isAlertEligible(session?.type, agentPolicyOn);
  const userName = session?.userName ?? '';
  const token = session?.token ?? '';
  const [queue, setQueue] = useState<ContractKind[]>([]);

  useEffect(() => {
    setQueue([]);
    if (!eligible || !token) return;
    let live = true;
    fetchPendingContracts().then(
      (pending) => live && setQueue(kindsToAlert(pending, dismissedKinds(userName))),
      () => {
        // Home stays quiet when this fails: the contract pages themselves show errors with a retry.
      },
    );
    return () => {
      live = false;
    };
  }, [eligible, userName, token]);

  const cancel = useCallback(
    (kind: ContractKind) => {
      dismissKind(userName, kind);
      setQueue((kinds) => kinds.filter((k) => k !== kind));
    },
    [userName],
  );
  const close = useCallback(() => setQueue([]), []);

  return { current: queue[0] ?? null, cancel, close };
}
