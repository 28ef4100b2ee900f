/** The promotion list: cards, their status and the promotions and VIP queries. */
export { PromotionList } from './PromotionList';
export { PROMOTIONS_QUERY, VIP_PROMOTION_TYPE, VIP_QUERY } from './queries';
export { acceptsApplications, isPromotionStatus, PROMOTION_STATUSES, shownStatus, statusFor, statusKey } from './status';
export { StatusLabel } from './StatusLabel';
