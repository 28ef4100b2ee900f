import { fetchStartupFiles } from './startup/earlyFetch';
import { askSystemStatusEarly } from './startup/askSystemStatusEarly';
import { preloadOpeningAreaEarly } from './startup/preloadOpeningAreaEarly';

fetchStartupFiles();
void preloadOpeningAreaEarly();
void askSystemStatusEarly();
// The async boundary: shared singletons are negotiated before any React code runs.
import('./bootstrap');
