import { CONTRACT_KINDS, paths, type ContractKind } from 'shared';

/** The page of each contract kind, in the stable order alerts are raised (daily salary, dividend, hourly). */
export const CONTRACT_PAGE: Record<ContractKind, string> = {
  dailysalreqtype: paths.salaryContract,
  divtypecompperiodreq: paths.dividendContract,
  contracthoursalreq: paths.hourlyContract,
};

export const ORDERED_CONTRACT_KINDS: readonly ContractKind[] = CONTRACT_KINDS;

/** i18n key of a kind's readable name, e.g. "Daily salary contract". */
export const contractNameKey = (kind: ContractKind) => `contract_name_${kind}` as const;
