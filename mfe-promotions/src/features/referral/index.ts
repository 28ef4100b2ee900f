/** Invite friends: the invite code and link. */
export { ReferralPanel } from './ReferralPanel';
