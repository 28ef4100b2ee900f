// The one-bundle bench build has no remotes, so it reads no release manifest.
import type { ReleaseManifest } from '../releaseManifest';

export async function loadReleaseManifest(_fetchJson: (url: string) => Promise<unknown>): Promise<ReleaseManifest> {
  return { remotes: {} };
}
