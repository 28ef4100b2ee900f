import type { Area } from 'shared';
import type { ReleaseManifest, RemotePin } from './releaseManifest';
import { areaBucket, bucketCookie, bucketFromCookies, BUCKETS, drawBucket } from './deviceBucket';

export { deviceBucket } from './deviceBucket';

/**
 * The manifest as this device runs it: where an area has a canary and the device falls in its share, the
 * canary release is what it gets, with the pin as its fallback; elsewhere the pin as before. Integrity
 * checks apply to whichever release is chosen.
 */
export function chooseCanaries(manifest: ReleaseManifest, device: number | null): ReleaseManifest {
  const remotes: ReleaseManifest['remotes'] = {};
  for (const [area, pin] of Object.entries(manifest.remotes) as [Area, RemotePin][]) {
    const { canary, ...stable } = pin;
    if (canary && device !== null && areaBucket(device, area) < (canary.percent / 100) * BUCKETS) {
      const { percent: _share, ...release } = canary;
      const { fallback: _older, ...pinned } = stable;
      remotes[area] = { ...release, fallback: pinned };
    } else remotes[area] = stable;
  }
  return { ...manifest, remotes };
}

/**
 * Server side: the release a request's page runs, with the canaries of the device the request comes from (its
 * number in a cookie), so the server renders the versions the browser then loads. While a canary runs, a device
 * without a number gets one drawn here, with the cookie that gives it to the browser (`setCookie`); without
 * one the page is the same for every device, carries no cookie (a shared cache may keep it whole), and the
 * browser draws its number itself.
 */
export function releaseForRequest(
  manifest: ReleaseManifest,
  cookies: string | undefined,
): { release: ReleaseManifest; setCookie?: string } {
  const canaryRuns = Object.values(manifest.remotes).some((pin) => pin?.canary);
  if (!canaryRuns) return { release: manifest };
  const known = bucketFromCookies(cookies);
  const device = known ?? drawBucket();
  return { release: chooseCanaries(manifest, device), ...(known === null && { setCookie: bucketCookie(device) }) };
}
