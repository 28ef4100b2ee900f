/** What areas may use of the query cache: reads go through the endpoint functions, never through this. */
export { queryCache, FRESH_MS } from './queries';
/** For endpoint functions outside the root entry point (`shared/cashier`): the same policies and write helper. */
export { SESSION_POLICY, BALANCE_POLICY, IN_FLIGHT_ONLY, writeThen } from './queries';
export type { DehydratedQueries, QueryPolicy } from './queryCache';
export { readThrough } from './queries';
export { createQueryCache, type QueryCache } from './queryCache';
export { FirstViewContext, handedOverFirstView, type FirstViewAnswer, type FirstViewAnswers, type FirstViewData } from './firstView';
