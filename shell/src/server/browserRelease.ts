import type { Area } from 'shared';
import type { ReleaseManifest, RemotePin, RemoteRelease } from '../federation/releaseManifest';

/** A release without its server build: what a browser loads (its entry and manifest) and checks. */
function browserPart<R extends RemoteRelease>(release: R): R {
  const { server: _server, integrity, ...rest } = release;
  const { server: _serverHash, ...browserIntegrity } = integrity;
  return { ...rest, integrity: browserIntegrity } as R;
}

/**
 * The release as the page hands it to the browser: each area's pin, fallback and canary without the server
 * build and its hash (the browser never loads it), nor the manifest's own bookkeeping (`$schema`, `updatedAt`).
 */
export function browserRelease(release: ReleaseManifest): ReleaseManifest {
  const remotes: ReleaseManifest['remotes'] = {};
  for (const [area, pin] of Object.entries(release.remotes) as [Area, RemotePin][]) {
    const { fallback, canary, ...pinned } = pin;
    remotes[area] = {
      ...browserPart(pinned),
      ...(fallback && { fallback: browserPart(fallback) }),
      ...(canary && { canary: browserPart(canary) }),
    };
  }
  return { remotes };
}
