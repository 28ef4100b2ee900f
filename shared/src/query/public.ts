/** What areas may use of the query cache: reads go through the endpoint functions, never through this. */
export { queryCache, FRESH_MS } from './queries';
export type { DehydratedQueries, QueryPolicy } from './queryCache';
export { readThrough } from './queries';
export { createQueryCache, type QueryCache } from './queryCache';
export { FirstViewContext, handedOverFirstView, type FirstViewAnswer, type FirstViewAnswers, type FirstViewData } from './firstView';
