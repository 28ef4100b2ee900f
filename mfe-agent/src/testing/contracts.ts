import type { ContractRequest, PendingContracts } from 'shared';

/** A pending contract request of one kind, as dev-api answers it. */
export const pendingRequest = (kind: ContractRequest['kind']): ContractRequest => ({
  id: 1,
  kind,
  title: kind,
  from: 'agent01',
  requestDate: '2026-01-09 10:00:00',
  period: 'daily',
  summary: '',
  terms: [],
  status: 'pending',
});

/** All three kinds pending, as for contract01. */
export const allPending: PendingContracts = {
  dailysalreqtype: pendingRequest('dailysalreqtype'),
  divtypecompperiodreq: pendingRequest('divtypecompperiodreq'),
  contracthoursalreq: pendingRequest('contracthoursalreq'),
};
