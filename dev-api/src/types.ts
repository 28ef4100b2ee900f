/**
 * The wire types dev-api answers with are the site's own: shared's endpoint and brand types (type-only
 * imports, so nothing of shared is loaded at run time).
 */
export type * from '../../shared/src/api/endpoints/types.js';
export type { BrandSettings, CustomerServiceEntry, DownloadLink, SocialLink } from '../../shared/src/brand/types.js';

import type { ContractKind } from '../../shared/src/api/endpoints/types.js';

/** The contract request kinds, as the response names them (a value, so it is kept here for the server). */
export const CONTRACT_KINDS: readonly ContractKind[] = ['dailysalreqtype', 'divtypecompperiodreq', 'contracthoursalreq'];
