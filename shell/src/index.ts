import { fetchStartupFiles } from './startup/earlyFetch';
import { askSystemStatusEarly } from './startup/askSystemStatusEarly';
import { preloadOpeningAreaEarly } from './startup/preloadOpeningAreaEarly';
import { firstViewHandover } from './startup/firstViewHandover';
import { RUNTIME_CONFIG_URL } from './startup/startupUrls';

// A server-rendered page names its release and carries the system status the server read: only the run-time
// config is still to fetch.
const handover = firstViewHandover();
fetchStartupFiles(handover ? [RUNTIME_CONFIG_URL] : undefined);
void preloadOpeningAreaEarly(handover?.release);
if (!handover) void askSystemStatusEarly();
// The async boundary: shared singletons are negotiated before any React code runs.
import('./bootstrap');
