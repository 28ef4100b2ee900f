import { routeFor } from 'shared';
import type { ReleaseManifest } from './releaseManifest';

/**
 * The Module Federation runtime reads a remote's mf-manifest.json and only then fetches its entry script: two
 * round trips in a row before the first area can render. The release manifest already names the pinned
 * entry and its hash, so the entry of the area the page opens on is fetched alongside its manifest instead.
 * Same integrity and CORS mode as the runtime's own script tag, so the browser uses this download for it.
 */
export function preloadOpeningEntry(release: ReleaseManifest, pathname = window.location.pathname): void {
  const pin = release.remotes[routeFor(pathname).area];
  if (!pin) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = new URL(pin.entry, window.location.href).href;
  link.integrity = pin.integrity.entry;
  link.crossOrigin = 'anonymous';
  document.head.append(link);
}
