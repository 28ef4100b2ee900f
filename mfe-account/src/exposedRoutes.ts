// Lazy route modules for the standalone page (the shell loads the same modules through `exposes`).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export const exposedRoutes: Record<string, LazyExoticComponent<ComponentType>> = {
  './Login': lazy(() => import('./routes/Login')),
  './Register': lazy(() => import('./routes/Register')),
  './ForgotPassword': lazy(() => import('./routes/ForgotPassword')),
  './ChangePassword': lazy(() => import('./routes/ChangePassword')),
  './MemberCentre': lazy(() => import('./routes/MemberCentre')),
  './Withdraw': lazy(() => import('./routes/Withdraw')),
  './Deposit': lazy(() => import('./routes/Deposit')),
  './GameRecord': lazy(() => import('./routes/GameRecord')),
};
