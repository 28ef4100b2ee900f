// Lazy route modules for the standalone page (the shell loads the same modules through `exposes`).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export const exposedRoutes: Record<string, LazyExoticComponent<ComponentType>> = {
  './Home': lazy(() => import('./routes/Home')),
  './GameCenter': lazy(() => import('./routes/GameCenter')),
  './GameList': lazy(() => import('./routes/GameList')),
  './Providers': lazy(() => import('./routes/Providers')),
  './Hot': lazy(() => import('./routes/Hot')),
  './Favourites': lazy(() => import('./routes/Favourites')),
  './Lottery': lazy(() => import('./routes/Lottery')),
  './Trial': lazy(() => import('./routes/Trial')),
  './LaunchGame': lazy(() => import('./routes/LaunchGame')),
};
