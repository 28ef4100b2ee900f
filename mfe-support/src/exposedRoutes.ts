// Lazy route modules for the standalone page (the shell loads the same modules through `exposes`).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export const exposedRoutes: Record<string, LazyExoticComponent<ComponentType>> = {
  './Notice': lazy(() => import('./routes/Notice')),
  './MessageCentre': lazy(() => import('./routes/MessageCentre')),
  './Inbox': lazy(() => import('./routes/Inbox')),
  './Feedback': lazy(() => import('./routes/Feedback')),
  './Help': lazy(() => import('./routes/Help')),
  './HelpDetail': lazy(() => import('./routes/HelpDetail')),
  './AppDownload': lazy(() => import('./routes/AppDownload')),
  './Privacy': lazy(() => import('./routes/Privacy')),
};
