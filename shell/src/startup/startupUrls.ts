/** What the shell reads before it renders an area, served beside it. */
export const RUNTIME_CONFIG_URL = '/m/config.json';
export const RELEASE_MANIFEST_URL = '/m/remotes.json';
/** The key under which the system status asked for during start-up waits for its taker (its URL varies). */
export const EARLY_SYSTEM_STATUS = 'early:system-status';
