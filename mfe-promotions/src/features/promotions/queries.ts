import { PROMOTION_ANNOUNCEMENT_TYPES, type AnnouncementQuery } from 'shared';

/** The promotions page asks for kinds B, PL, PU and PR (docs/product-rules.md §7). */
export const PROMOTIONS_QUERY: AnnouncementQuery = { types: [...PROMOTION_ANNOUNCEMENT_TYPES] };

/** The VIP page's promotions are the UPGRADE_BONUS ones (docs/product-rules.md §7 and §9). */
export const VIP_PROMOTION_TYPE = 'UPGRADE_BONUS';
export const VIP_QUERY: AnnouncementQuery = { types: [...PROMOTION_ANNOUNCEMENT_TYPES], promotionType: VIP_PROMOTION_TYPE };
