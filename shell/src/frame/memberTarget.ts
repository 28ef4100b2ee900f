import { MemberType, paths, rejectTrialAccount, type SessionInfo } from 'shared';

/**
 * Where a header or side-menu tap on `to` takes the player. Deposit refuses, right there and once, a signed-in
 * player whose member type may not deposit, with no navigation (docs/product-rules.md §5, 5.6): null stays,
 * or the register page when they choose to register.
 */
export async function memberTarget(to: string, session: SessionInfo | null): Promise<string | null> {
  if (to === paths.deposit && session && !MemberType.depositAllowed.includes(session.type)) return rejectTrialAccount();
  return to;
}
