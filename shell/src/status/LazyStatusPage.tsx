import { lazy } from 'react';

/**
 * The maintenance and region pages, downloaded only when one is shown: almost no page load needs them, so
 * they stay out of the first load's bytes.
 */
export const LazyStatusPage = lazy(() => import('./StatusPage').then((module) => ({ default: module.StatusPage })));
