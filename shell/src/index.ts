import { fetchStartupFiles } from './startup/earlyFetch';
import { askSystemStatusEarly } from './startup/askSystemStatusEarly';
import { preloadOpeningAreaEarly } from './startup/preloadOpeningAreaEarly';
import { firstViewHandover } from './startup/firstViewHandover';
import { startInSteps } from './startup/startInSteps';
import { RUNTIME_CONFIG_URL } from './startup/startupUrls';
import { yieldToBrowser } from './startup/yieldToBrowser';

void startInSteps({
  yieldToBrowser,
  readHandover: () => firstViewHandover(),
  fetchStartupFiles,
  askSystemStatusEarly,
  preloadOpeningAreaEarly,
  // The async boundary: shared singletons are negotiated before any React code runs.
  bootstrap: () => import('./bootstrap'),
  runtimeConfigUrl: RUNTIME_CONFIG_URL,
});
