import type { Area } from 'shared';
import validateReleaseManifest from './generated/validateReleaseManifest';

/** SHA-384 hashes (`sha384-<base64>`) of a remote version's mf-manifest.json, entry script and server build. */
export interface ReleaseIntegrity {
  manifest: string;
  entry: string;
  server?: string;
}

/** One published version of a remote: where its files live and what they must hash to. */
export interface RemoteRelease {
  version: string;
  manifest: string;
  entry: string;
  /** The server build the site server renders the area with; without it the area renders in the browser only. */
  server?: string;
  integrity: ReleaseIntegrity;
}

/** A version given to `percent` % of players (by device) instead of the pin, while a canary runs. */
export interface CanaryRelease extends RemoteRelease {
  percent: number;
}

/** A remote's entry in the release manifest: the pinned release, the last known good one, a running canary. */
export interface RemotePin extends RemoteRelease {
  fallback?: RemoteRelease;
  canary?: CanaryRelease;
}

/** /m/remotes.json: which version of each remote players get (tooling/release/schema). */
export interface ReleaseManifest {
  remotes: Partial<Record<Area, RemotePin>>;
}

export { RELEASE_MANIFEST_URL } from '../startup/startupUrls';

/** Violations of a schema, one readable line. */
export const describeViolations = (errors: { instancePath: string; message?: string }[] | null | undefined) =>
  (errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}`).join('; ');

/** The manifest when `body` matches the published schema, otherwise the reason it does not. */
export function parseReleaseManifest(body: unknown): { manifest: ReleaseManifest } | { error: string } {
  if (validateReleaseManifest(body)) return { manifest: body as ReleaseManifest };
  return { error: describeViolations(validateReleaseManifest.errors) };
}
