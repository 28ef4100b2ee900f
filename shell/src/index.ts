import { fetchStartupFiles } from './startup/earlyFetch';
import { askSystemStatusEarly } from './startup/askSystemStatusEarly';
import { preloadOpeningAreaEarly } from './startup/preloadOpeningAreaEarly';
import { firstViewHandover } from './startup/firstViewHandover';
import { RUNTIME_CONFIG_URL } from './startup/startupUrls';
import { yieldToBrowser } from './startup/yieldToBrowser';

// A server-rendered page names its release and carries the system status the server read: only the run-time
// config is still to fetch.
const handover = firstViewHandover();
fetchStartupFiles(handover ? [RUNTIME_CONFIG_URL] : undefined);
if (!handover) void askSystemStatusEarly();
// Each in a task of its own, so that no step of the start-up holds a tap for the others' time.
void yieldToBrowser()
  .then(() => {
    void preloadOpeningAreaEarly(handover?.release);
    return yieldToBrowser();
  })
  // The async boundary: shared singletons are negotiated before any React code runs.
  .then(() => import('./bootstrap'));
