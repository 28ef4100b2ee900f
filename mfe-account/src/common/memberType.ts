import { MemberType } from 'shared';

/**
 * The member type a permission check uses: the member info's when loaded, else the session's, else trial
 * (docs/product-rules.md §5: "member type not 0, 1, 2 (default 4)").
 */
export function effectiveType(...candidates: (number | null | undefined)[]): number {
  for (const type of candidates) if (typeof type === 'number' && Number.isFinite(type)) return type;
  return MemberType.trial;
}

/** Only member types 0, 1 and 2 may deposit (docs/product-rules.md §3). */
export const canDeposit = (type: number): boolean => MemberType.depositAllowed.includes(type);

/** Trial (free-play) accounts are refused the member centre, deposit and withdrawal (docs/product-rules.md §6). */
export const isTrialType = (type: number): boolean => type === MemberType.trial;
