/**
 * The wire types dev-api answers with are the site's own: shared's endpoint and brand types (type-only
 * imports). Their schemas come at run time from `shared/contract`, loaded from shared's Node build (dist-node).
 */
export type * from 'shared/wire-types';

/** The contract request kinds, as the response names them. */
export { CONTRACT_KINDS } from 'shared/contract';
