import { isObject } from 'shared/guards';

/** The files an exposed module of a remote needs before it can run, as absolute URLs. */
export interface ExposeFiles {
  scripts: string[];
  styles: string[];
  /** The SHA-384 the remote's runtime will require of each of them (by absolute URL), where the manifest says. */
  integrity: Record<string, string>;
}

const NONE: ExposeFiles = { scripts: [], styles: [], integrity: {} };

const SRI = /^sha384-[A-Za-z0-9+/]{64}$/;

/** The manifest's `integrity` (file → SHA-384, written at publish: tooling/release/fileIntegrity.mjs), resolved. */
function integrityOf(manifest: Record<string, unknown>, files: string[], resolve: (file: string) => string): Record<string, string> {
  const recorded = isObject(manifest.integrity) ? manifest.integrity : {};
  const integrity: Record<string, string> = {};
  for (const file of files) {
    const hash = recorded[file];
    if (typeof hash === 'string' && SRI.test(hash)) integrity[resolve(file)] = hash;
  }
  return integrity;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** `group.sync` of an expose's assets (`js` or `css`), whatever shape the manifest has. */
function syncFiles(assets: unknown, group: 'js' | 'css'): string[] {
  const files = isObject(assets) ? assets[group] : undefined;
  return isObject(files) ? strings(files.sync) : [];
}

/**
 * The synchronous JS and CSS of `module` ('./Home') read from a remote's mf-manifest.json. The remote's own
 * shared libraries are left out: the manifest does not say which module uses them, and the one there is
 * (Swiper, about 24 KB gzipped, for the announcement popup) was downloaded on every promotions page for
 * nothing. Asset names are relative to the remote's public path: with `auto` (or none given) that is the
 * folder of its entry script. Anything the manifest does not say, or says in another shape, gives no files
 * rather than an error: this only decides what to download early.
 */
export function exposeFiles(manifest: unknown, module: string, entryUrl: string): ExposeFiles {
  if (!isObject(manifest) || !Array.isArray(manifest.exposes)) return NONE;
  const name = module.replace(/^\.\//, '');
  const expose: unknown = manifest.exposes.find((item: unknown) => isObject(item) && (item.path === module || item.name === name));
  if (!isObject(expose)) return NONE;
  const publicPath = isObject(manifest.metaData) ? manifest.metaData.publicPath : undefined;
  const base = typeof publicPath === 'string' && publicPath !== 'auto' ? new URL(publicPath, entryUrl).href : entryUrl;
  const url = (file: string) => new URL(file, base).href;
  const resolve = (files: string[]) => [...new Set(files.map(url))];
  const js = syncFiles(expose.assets, 'js');
  const css = syncFiles(expose.assets, 'css');
  return { scripts: resolve(js), styles: resolve(css), integrity: integrityOf(manifest, [...js, ...css], url) };
}
