import type { ReleaseManifest, RemotePin, RemoteRelease } from '../releaseManifest';

/** A syntactically valid SHA-384 integrity value, distinct per seed. */
export const fakeHash = (seed: string) => `sha384-${seed.padEnd(64, 'A').slice(0, 64)}`;

export function release(area: string, version: string): RemoteRelease {
  return {
    version,
    manifest: `/remotes/${area}/${version}/mf-manifest.json`,
    entry: `/remotes/${area}/${version}/remoteEntry.js`,
    integrity: { manifest: fakeHash(`m${area}${version.replace(/\W/g, '')}`), entry: fakeHash(`e${area}${version.replace(/\W/g, '')}`) },
  };
}

export const pinned = (area: string, version: string, fallback?: string): RemotePin => ({
  ...release(area, version),
  ...(fallback ? { fallback: release(area, fallback) } : {}),
});

export const manifestOf = (pins: ReleaseManifest['remotes']): ReleaseManifest => ({ remotes: pins });
