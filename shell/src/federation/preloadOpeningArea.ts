import { routeFor } from 'shared/routes';
import { fetchEarly, peekEarly } from '../startup/earlyFetch';
import { exposeFiles } from './exposeFiles';
import { sha384 } from './integrity';
import type { ReleaseManifest } from './releaseManifest';
import { absoluteUrl } from './remoteReleases';

function addPreload(
  href: string,
  as: 'script' | 'style',
  attributes: Partial<Pick<HTMLLinkElement, 'integrity' | 'crossOrigin'>> = {},
): void {
  const link = Object.assign(document.createElement('link'), { rel: 'preload', as, href, ...attributes });
  document.head.append(link);
}

/**
 * Once the opening area's mf-manifest.json has arrived, and only if it matches its release hash, preload the
 * scripts and styles of the module the page renders, so they download beside the shell's own chunks instead
 * of after the shell has started. A manifest that fails its hash preloads nothing: the release plugin
 * refuses it and falls back as it always does.
 */
async function preloadOpeningModule(manifestUrl: string, manifestHash: string, module: string, entryUrl: string): Promise<void> {
  const response = await peekEarly(manifestUrl)?.catch(() => undefined);
  if (!response?.ok) return;
  const bytes = await response.arrayBuffer();
  if ((await sha384(bytes)) !== manifestHash) return;
  let manifest: unknown;
  try {
    manifest = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return;
  }
  const { scripts, styles, integrity } = exposeFiles(manifest, module, entryUrl);
  // The remote's runtime loads a file whose hash it carries with that `integrity` in CORS mode: a preload is
  // used only when it asks the same.
  const checked = (href: string) => (integrity[href] ? { integrity: integrity[href], crossOrigin: 'anonymous' } : {});
  // A server-rendered page's head already links its area's style sheets: a preload in another mode would
  // download them twice.
  const linked = new Set([...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href));
  for (const href of styles) if (!linked.has(href)) addPreload(href, 'style', checked(href));
  for (const href of scripts) addPreload(href, 'script', checked(href));
}

/**
 * The area the page opens on needs its mf-manifest.json and then its entry script before anything of it can
 * load. Both are named by the release manifest, so they are fetched as soon as it has arrived, while the
 * shell's own chunks are still downloading: the manifest held for the release plugin to take, the entry as
 * a preload with the same integrity and CORS mode as the runtime's own script tag, so the browser uses it;
 * then the files of the module the page renders, each with the `integrity` and CORS mode its runtime's tag
 * will have (builds before integrity was checked per file: without either, as their tags).
 * This runs before the shared singletons are negotiated: it imports the route table, not `shared`.
 */
export async function preloadOpeningArea(release: ReleaseManifest, pathname = window.location.pathname): Promise<void> {
  const { area, module } = routeFor(pathname);
  const pin = release.remotes[area];
  if (!pin) return;
  const manifestUrl = absoluteUrl(pin.manifest);
  const entryUrl = absoluteUrl(pin.entry);
  fetchEarly(manifestUrl);
  addPreload(entryUrl, 'script', { integrity: pin.integrity.entry, crossOrigin: 'anonymous' });
  await preloadOpeningModule(manifestUrl, pin.integrity.manifest, module, entryUrl).catch(() => undefined);
}
