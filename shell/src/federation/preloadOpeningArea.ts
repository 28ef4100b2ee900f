import { routeFor } from 'shared/routes';
import { fetchEarly } from '../startup/earlyFetch';
import type { ReleaseManifest } from './releaseManifest';
import { absoluteUrl } from './remoteReleases';

/**
 * The area the page opens on needs its mf-manifest.json and then its entry script before anything of it can
 * load. Both are named by the release manifest, so they are fetched as soon as it has arrived, while the
 * shell's own chunks are still downloading: the manifest held for the release plugin to take, the entry as
 * a preload with the same integrity and CORS mode as the runtime's own script tag, so the browser uses it.
 * This runs before the shared singletons are negotiated: it imports the route table, not `shared`.
 */
export function preloadOpeningArea(release: ReleaseManifest, pathname = window.location.pathname): void {
  const pin = release.remotes[routeFor(pathname).area];
  if (!pin) return;
  fetchEarly(absoluteUrl(pin.manifest));
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = absoluteUrl(pin.entry);
  link.integrity = pin.integrity.entry;
  link.crossOrigin = 'anonymous';
  document.head.append(link);
}
