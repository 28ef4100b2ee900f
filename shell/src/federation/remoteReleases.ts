import type { Area } from 'shared';
import type { ReleaseManifest, RemotePin, RemoteRelease } from './releaseManifest';

/** The container name of an area's remote (its global and share-scope identity). */
export const containerName = (area: Area) => `mfe_${area}`;

const pins = new Map<Area, RemotePin>();
const active = new Map<Area, RemoteRelease>();

export const absoluteUrl = (location: string) => new URL(location, window.location.href).href;

/** Take the manifest's pins; every area starts on its pinned release. */
export function setPins(manifest: ReleaseManifest): void {
  pins.clear();
  active.clear();
  for (const [area, pin] of Object.entries(manifest.remotes) as [Area, RemotePin][]) {
    pins.set(area, pin);
    active.set(area, pin);
  }
}

export const pinOf = (area: Area) => pins.get(area);
export const activeRelease = (area: Area) => active.get(area);
export const activate = (area: Area, release: RemoteRelease) => void active.set(area, release);
export const activeAreas = () => [...active.keys()];

/** The area whose container a federation request id (`mfe_lobby/Home`) or remote name names. */
export function areaOfContainer(idOrName: string): Area | undefined {
  const name = idOrName.split('/')[0];
  return [...pins.keys()].find((area) => containerName(area) === name);
}

/**
 * The hash a URL must match: only the manifest and entry script of a release in use are known. Any other
 * URL gets none, and the release plugin refuses it (fail closed).
 */
export function expectedIntegrity(url: string): string | undefined {
  for (const release of active.values()) {
    if (absoluteUrl(release.manifest) === url) return release.integrity.manifest;
    if (absoluteUrl(release.entry) === url) return release.integrity.entry;
  }
  return undefined;
}

/** The entry script URL of the release in use whose mf-manifest.json is at `url`. */
export function entryOfManifest(url: string): string | undefined {
  for (const release of active.values()) if (absoluteUrl(release.manifest) === url) return absoluteUrl(release.entry);
  return undefined;
}
