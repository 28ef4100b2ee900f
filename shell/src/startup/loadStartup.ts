import { fetchBrandSettings, fetchSystemStatus, setRuntimeConfig, useBrandStore, type RuntimeConfig } from 'shared';
import { configureRemotes } from '../federation/remoteLoader';
import { parseReleaseManifest, RELEASE_MANIFEST_URL } from '../federation/releaseManifest';
import { cacheStatus, cachedStatus, statusFromResponse, type SystemStatus } from '../status/systemStatus';

export interface Startup {
  /** Resolves once the run-time config and release manifest are read (the areas can load). */
  ready: Promise<void>;
  /** The system status; falls back to the cached one when the call fails. */
  status: Promise<SystemStatus>;
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

/** Everything the shell reads before it renders an area, fetched in parallel. */
export function loadStartup(): Startup {
  const config = fetchJson('/m/config.json').then(
    (body) => setRuntimeConfig(body as Partial<RuntimeConfig>),
    () => setRuntimeConfig({}),
  );
  const ready = Promise.all([config, fetchJson(RELEASE_MANIFEST_URL)]).then(([, release]) => configureRemotes(parseReleaseManifest(release)));
  const status = config
    .then(() => fetchSystemStatus())
    .then(
      (response) => {
        const value = statusFromResponse(response);
        cacheStatus(value);
        return value;
      },
      () => cachedStatus(),
    );
  void config.then(() => fetchBrandSettings()).then(
    (settings) => useBrandStore.getState().setSettings(settings),
    (error: unknown) => console.error('brand settings could not be loaded', error),
  );
  return { ready, status };
}
