// The one-bundle bench build reads no release manifest, so its entry asks for the run-time config only.
import { RUNTIME_CONFIG_URL } from '../../startup/startupUrls';

export const EARLY_STARTUP_URLS: readonly string[] = [RUNTIME_CONFIG_URL];
