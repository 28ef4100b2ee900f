import { isObject } from 'shared/guards';

/**
 * The SHA-384 of every chunk and CSS file of the remote versions in use, as their mf-manifest.json records
 * them (`integrity`, written at publish: tooling/release/fileIntegrity.mjs). A manifest is remembered only once
 * it has matched its release hash, so each file's hash is chained from the release manifest. A folder whose
 * manifest carries such a list is checked: a file of it the list does not name is refused.
 */
const hashes = new Map<string, string>();
const checkedFolders = new Set<string>();

const SRI = /^sha384-[A-Za-z0-9+/]{64}$/;

/** The folder the manifest's file names are relative to: its public path, or (`auto`) the entry script's folder. */
function baseOf(manifest: Record<string, unknown>, entryUrl: string): string {
  const publicPath = isObject(manifest.metaData) ? manifest.metaData.publicPath : undefined;
  return new URL(typeof publicPath === 'string' && publicPath !== 'auto' ? publicPath : '.', entryUrl).href;
}

/** The files a verified mf-manifest.json lists with their SHA-384: the folder their names are relative to, and each hash by absolute URL. */
export interface ListedFiles {
  base: string;
  hashes: ReadonlyMap<string, string>;
}

/**
 * The files a verified mf-manifest.json (its parsed JSON) lists in `integrity`, whose entry script is
 * `entryUrl`; undefined when it lists none. The page and the service worker read them alike.
 */
export function listedFiles(manifest: unknown, entryUrl: string): ListedFiles | undefined {
  if (!isObject(manifest) || !isObject(manifest.integrity)) return undefined;
  const base = baseOf(manifest, entryUrl);
  const listed = new Map<string, string>();
  for (const [file, hash] of Object.entries(manifest.integrity))
    if (typeof hash === 'string' && SRI.test(hash)) listed.set(new URL(file, base).href, hash);
  return { base, hashes: listed };
}

/** Remember the file hashes of a verified mf-manifest.json (its parsed JSON), whose entry script is `entryUrl`. */
export function rememberReleaseFiles(manifest: unknown, entryUrl: string): void {
  const listed = listedFiles(manifest, entryUrl);
  if (!listed) return;
  for (const [url, hash] of listed.hashes) hashes.set(url, hash);
  checkedFolders.add(listed.base);
}

/**
 * What a chunk or CSS URL must hash to: its recorded SHA-384; `refused` for a file of a checked folder that
 * its manifest does not name; undefined for anything else (a version published before files were listed).
 */
export function releaseFileIntegrity(url: string): string | 'refused' | undefined {
  const hash = hashes.get(url);
  if (hash) return hash;
  const folder = url.slice(0, url.lastIndexOf('/') + 1);
  return [...checkedFolders].some((base) => folder.startsWith(base)) ? 'refused' : undefined;
}

/** Forget everything (tests). */
export function forgetReleaseFiles(): void {
  hashes.clear();
  checkedFolders.clear();
}
