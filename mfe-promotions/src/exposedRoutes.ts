// Lazy route modules for the standalone page (the shell loads the same modules through `exposes`).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export const exposedRoutes: Record<string, LazyExoticComponent<ComponentType>> = {
  './Promotions': lazy(() => import('./routes/Promotions')),
  './SignIn': lazy(() => import('./routes/SignIn')),
  './PromotionDetail': lazy(() => import('./routes/PromotionDetail')),
  './Vip': lazy(() => import('./routes/Vip')),
  './Event': lazy(() => import('./routes/Event')),
  './RewardCentre': lazy(() => import('./routes/RewardCentre')),
  './InviteFriends': lazy(() => import('./routes/InviteFriends')),
  './Leaderboard': lazy(() => import('./routes/Leaderboard')),
};
