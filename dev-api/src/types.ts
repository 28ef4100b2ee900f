/**
 * The wire types dev-api answers with are the site's own: shared's endpoint and brand types (type-only
 * imports, so nothing of shared is loaded at run time).
 */
export type * from 'shared/wire-types';

import type { ContractKind } from 'shared/wire-types';

/** The contract request kinds, as the response names them (a value, so it is kept here for the server). */
export const CONTRACT_KINDS: readonly ContractKind[] = ['dailysalreqtype', 'divtypecompperiodreq', 'contracthoursalreq'];
