// Lazy route modules for the standalone page (the shell loads the same modules through `exposes`).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export const exposedRoutes: Record<string, LazyExoticComponent<ComponentType>> = {
  './AgentRegister': lazy(() => import('./routes/AgentRegister')),
  './SalaryContract': lazy(() => import('./routes/SalaryContract')),
  './DividendContract': lazy(() => import('./routes/DividendContract')),
  './HourlyContract': lazy(() => import('./routes/HourlyContract')),
};
