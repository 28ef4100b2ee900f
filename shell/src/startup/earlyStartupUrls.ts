import { RELEASE_MANIFEST_URL, RUNTIME_CONFIG_URL } from './startupUrls';

/** Asked for by the entry script, before the rest of the shell has downloaded. */
export const EARLY_STARTUP_URLS: readonly string[] = [RUNTIME_CONFIG_URL, RELEASE_MANIFEST_URL];
