import { fetchBrandSettings, routeFor, fetchSystemStatus, setRuntimeConfig, useBrandStore, type RuntimeConfig } from 'shared';
import { chooseCanaries, deviceBucket } from '../federation/canaryChoice';
import { loadReleaseManifest } from '../federation/lastGoodManifest';
import { wantsPreview } from '../federation/previewRequest';
import { usePreviewStore } from '../federation/previewStore';
import { warmArea } from '../federation/preloadFooterAreas';
import type { ReleaseManifest } from '../federation/releaseManifest';
import { configureRemotes } from '../federation/remoteLoader';
import { fetchOnce, takeEarly } from './earlyFetch';
import { EARLY_SYSTEM_STATUS, RUNTIME_CONFIG_URL } from './startupUrls';
import { cacheStatus, cachedStatus, statusFromResponse, type SystemStatus } from '../status/systemStatus';

export interface Startup {
  /** Resolves once the run-time config and release manifest are read (the areas can load). */
  ready: Promise<void>;
  /** The system status; falls back to the cached one when the call fails. */
  status: Promise<SystemStatus>;
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetchOnce(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

/** The manifest with this tab's preview overrides; the preview code loads only when one is asked for. */
async function withPreview(release: ReleaseManifest): Promise<ReleaseManifest> {
  const { resolvePreview } = await import('../federation/preview');
  const { manifest, previewing, rejected } = await resolvePreview(release, fetchJson);
  usePreviewStore.setState({ previewing, rejected });
  return manifest;
}

/**
 * Everything the shell reads before it renders an area, fetched in parallel. `rendered`: the release a
 * server-rendered page was rendered with, which this page then runs (never a release fetched later).
 */
export function loadStartup(rendered?: ReleaseManifest): Startup {
  const config = fetchJson(RUNTIME_CONFIG_URL).then(
    (body) => setRuntimeConfig(body as Partial<RuntimeConfig>),
    () => setRuntimeConfig({}),
  );
  // Read on every page, also one the server rendered, so that its number is kept for the pages after it.
  const device = deviceBucket();
  const ready = Promise.all([config, rendered ?? loadReleaseManifest(fetchJson)]).then(async ([, served]) => {
    const chosen = rendered ?? chooseCanaries(served, device);
    const release = !rendered && wantsPreview() ? await withPreview(chosen) : chosen;
    configureRemotes(release);
    // The opening area downloads while the system status is asked for, not after it has answered.
    const opening = routeFor(window.location.pathname);
    void warmArea(opening.area, [opening.module]);
  });
  const status = config
    .then(() => fetchSystemStatus({ started: takeEarly(EARLY_SYSTEM_STATUS) }))
    .then(
      (response) => {
        const value = statusFromResponse(response);
        cacheStatus(value);
        return value;
      },
      () => cachedStatus(),
    );
  void config
    .then(() => fetchBrandSettings())
    .then(
      (settings) => useBrandStore.getState().setSettings(settings),
      (error: unknown) => console.error('brand settings could not be loaded', error),
    );
  return { ready, status };
}
