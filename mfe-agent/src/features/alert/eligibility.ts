import { MemberType, type ContractKind, type PendingContracts } from 'shared';
import { ORDERED_CONTRACT_KINDS } from '../../common/contractKinds';

/** Member types never alerted about contract requests: trial (4) and agents (40, 41, 42). */
export const ALERT_EXCLUDED_TYPES: readonly number[] = [MemberType.trial, ...MemberType.agents];

/**
 * docs/product-rules.md §4, home load: only logged-in members not of type 4, 40, 41, 42, and only while the
 * brand's AGENTPOLICY3 flag is on, are told about pending contract requests.
 */
export function isAlertEligible(memberType: number | null | undefined, agentPolicyOn: boolean): boolean {
  if (!agentPolicyOn) return false;
  if (typeof memberType !== 'number' || !Number.isFinite(memberType)) return false;
  return !ALERT_EXCLUDED_TYPES.includes(memberType);
}

/** The kinds to raise an alert for, one per pending kind in the stable order, minus those cancelled this session. */
export function kindsToAlert(pending: Partial<PendingContracts>, dismissed: readonly ContractKind[]): ContractKind[] {
  return ORDERED_CONTRACT_KINDS.filter((kind) => pending[kind] != null && !dismissed.includes(kind));
}
