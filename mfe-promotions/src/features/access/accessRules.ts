import { isAgent, isTrial, type BrandSettings, type CustomerServiceEntry, type SessionInfo } from 'shared';

/** Brand settings arrive a moment after start-up: until then a gated screen waits. 'trial': a trial account is refused. */
export type Access = 'pending' | 'allowed' | 'denied' | 'trial';

/** The reward centre needs a login of a real account and the REWCEN3 flag (docs/product-rules.md §6, 6.6 and 6.10). */
export function rewardCentreAccess(session: SessionInfo | null, brand: BrandSettings | null): Access {
  if (!session) return 'denied';
  if (isTrial(session)) return 'trial';
  if (!brand) return 'pending';
  return brand.flags.REWCEN3 ? 'allowed' : 'denied';
}

/** A screen that exists only while a promotion switch is on (sign-in: also a login of a real account). */
export function promotionAccess(brand: BrandSettings | null, on: (brand: BrandSettings) => boolean, session?: SessionInfo | null): Access {
  if (session === null) return 'denied';
  if (session && isTrial(session)) return 'trial';
  if (!brand) return 'pending';
  return on(brand) ? 'allowed' : 'denied';
}

export type InviteRoute = 'pending' | 'login' | 'agent-register' | 'trial' | 'invite' | 'customer-service';

/**
 * Referral (docs/product-rules.md §6): guests go to login, agents to agent registration, members to invite friends
 * only when referral is on, otherwise customer service opens. Trial accounts need a real account.
 */
export function inviteRoute(session: SessionInfo | null, brand: BrandSettings | null): InviteRoute {
  if (!session) return 'login';
  if (isAgent(session)) return 'agent-register';
  if (isTrial(session)) return 'trial';
  if (!brand) return 'pending';
  return brand.promotions.referral ? 'invite' : 'customer-service';
}

/** The customer-service link to open from this area: a messaging app first, live chat otherwise. */
export function customerServiceLink(brand: BrandSettings | null): CustomerServiceEntry | null {
  const entries = brand?.customerService ?? [];
  return entries.find((e) => e.csType !== 'LIVECHAT' && /^https?:/i.test(e.path)) ?? entries[0] ?? null;
}
