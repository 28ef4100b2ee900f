/** What areas may use of the query cache: reads go through the endpoint functions, never through this. */
export { queryCache, FRESH_MS } from './queries';
export type { DehydratedQueries, QueryPolicy } from './queryCache';
