import { AREAS, type Area } from 'shared';

/** One remote's entry in the release manifest: the pinned version and where its mf-manifest.json lives. */
export interface RemotePin {
  version: string;
  manifest: string;
  /** Last known good version, loaded when the pinned one cannot be fetched or fails to start. */
  fallback?: { version: string; manifest: string };
}

/** /m/remotes.json: which version of each remote players get. Written by the release tooling. */
export interface ReleaseManifest {
  remotes: Partial<Record<Area, RemotePin>>;
}

const isPin = (v: unknown): v is RemotePin =>
  typeof v === 'object' && v !== null && typeof (v as RemotePin).version === 'string' && typeof (v as RemotePin).manifest === 'string';

/** Keeps the well-formed pins of a manifest; a malformed entry makes only that area unavailable. */
export function parseReleaseManifest(body: unknown): ReleaseManifest {
  const remotes: ReleaseManifest['remotes'] = {};
  const given = (body as { remotes?: Record<string, unknown> } | null)?.remotes;
  if (given && typeof given === 'object')
    for (const area of AREAS) {
      const pin = given[area];
      if (isPin(pin)) remotes[area] = { version: pin.version, manifest: pin.manifest, ...(isPin(pin.fallback) ? { fallback: pin.fallback } : {}) };
    }
  return { remotes };
}

export const RELEASE_MANIFEST_URL = '/m/remotes.json';
