/** A promotion's detail: found by id in the promotions or VIP list, shown with its apply form. */
export { promotionIdOf } from './findPromotion';
export { PromotionDetailView } from './PromotionDetailView';
export { usePromotionDetail } from './usePromotionDetail';
