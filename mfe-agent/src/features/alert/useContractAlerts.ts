import { useCallback, useMemo, useState } from 'react';
import { fetchPendingContracts, useApi, useBrand, useSession, type ContractKind } from 'shared';
import { dismissKind, dismissedKinds } from './dismissals';
import { isAlertEligible, kindsToAlert } from './eligibility';

/**
 * The contract alerts due on this home visit: pending requests read through the page's query cache, only
 * for eligible members, walked through one kind at a time. An answer given on a contract page marks the
 * read stale, so an answered kind is not alerted again.
 */
export function useContractAlerts() {
  const session = useSession();
  const agentPolicyOn = useBrand()?.flags.AGENTPOLICY3 === true;
  const eligible = isAlertEligible(session?.type, agentPolicyOn);
  const userName = session?.userName ?? '';
  const token = session?.token ?? '';
  // Home stays quiet when this fails: the contract pages themselves show errors with a retry.
  const { data: pending } = useApi(
    () => (eligible && token ? fetchPendingContracts().catch(() => null) : Promise.resolve(null)),
    [eligible, token],
  );
  const [handled, setHandled] = useState<{ token: string; kinds: ContractKind[] | 'all' }>({ token, kinds: [] });

  const queue = useMemo(() => {
    const handledNow = handled.token === token ? handled.kinds : [];
    if (!pending || !eligible || !token || handledNow === 'all') return [];
    return kindsToAlert(pending, dismissedKinds(userName)).filter((kind) => !handledNow.includes(kind));
  }, [pending, eligible, token, userName, handled]);

  const cancel = useCallback(
    (kind: ContractKind) => {
      dismissKind(userName, kind);
      setHandled((h) => ({ token, kinds: h.token === token && h.kinds !== 'all' ? [...h.kinds, kind] : [kind] }));
    },
    [userName, token],
  );
  const close = useCallback(() => setHandled({ token, kinds: 'all' }), [token]);

  return { current: queue[0] ?? null, cancel, close };
}
