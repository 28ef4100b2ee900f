import { fetchStartupFiles } from './startup/earlyFetch';
import { preloadOpeningAreaEarly } from './startup/preloadOpeningAreaEarly';

fetchStartupFiles();
void preloadOpeningAreaEarly();
// The async boundary: shared singletons are negotiated before any React code runs.
import('./bootstrap');
