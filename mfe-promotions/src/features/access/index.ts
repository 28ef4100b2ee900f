/** Who may see what: the access rules of sign-in, the leaderboard, the reward centre and invites, and the notices shown instead. */
export { inviteRoute, promotionAccess, rewardCentreAccess } from './accessRules';
export { CustomerServiceNotice } from './CustomerServiceNotice';
export { DeniedNotice } from './DeniedNotice';
export { TrialRefused } from './TrialRefused';
