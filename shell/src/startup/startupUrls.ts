/** What the shell reads before it renders an area, served beside it. */
export const RUNTIME_CONFIG_URL = '/m/config.json';
export const RELEASE_MANIFEST_URL = '/m/remotes.json';
