// What the service worker knows of the release, read from the release manifest (/m/remotes.json): which
// remote version folders players may be given (so which cached ones to keep) and the SHA-384 each version's
// mf-manifest.json and entry script must hash to (so a cached copy can be checked before it is served); every
// other file of a version gets its hash from that verified mf-manifest.json (versionFiles.ts).
import validateReleaseManifest from '../federation/generated/validateReleaseManifest';

/** The part of a release the worker reads (the full shape is shell/src/federation/releaseManifest.ts). */
interface Release {
  manifest: string;
  entry: string;
  integrity: { manifest: string; entry: string };
}
interface Pin extends Release {
  fallback?: Release;
  canary?: Release;
}

/** A named version's mf-manifest.json and entry script (absolute URLs), and the SHA-384 of its manifest. */
export interface NamedVersion {
  manifest: string;
  entry: string;
  integrity: string;
}

export interface ReleaseKnowledge {
  /** Absolute URLs of the version folders a pin, fallback or canary names, each ending in `/`. */
  folders: ReadonlySet<string>;
  /** Absolute URL of a named version's mf-manifest.json or entry script → its `sha384-…`. */
  integrity: ReadonlyMap<string, string>;
  /** Each named version folder → its manifest, from which the hashes of its other files are chained. */
  versions: ReadonlyMap<string, NamedVersion>;
}

export const NO_KNOWLEDGE: ReleaseKnowledge = { folders: new Set(), integrity: new Map(), versions: new Map() };

/** `/remotes/<area>/<version>/<file>`: a file of one published remote version, which never changes. */
const REMOTE_FILE = /^\/remotes\/[^/]+\/[^/]+\/.+/;

export const isRemoteFile = (url: URL) => (url.protocol === 'https:' || url.protocol === 'http:') && REMOTE_FILE.test(url.pathname);

/** The version folder of a remote file: `https://site/remotes/lobby/1.0.0/x.js` → `https://site/remotes/lobby/1.0.0/`. */
export function versionFolderOf(url: URL): string | undefined {
  const match = /^\/remotes\/[^/]+\/[^/]+\//.exec(url.pathname);
  return match ? `${url.origin}${match[0]}` : undefined;
}

/**
 * The knowledge a release manifest gives, with its locations resolved against `base` (the manifest's own
 * URL); undefined when the body does not match the manifest's schema (the page then keeps its last good
 * manifest, and the worker its last knowledge).
 */
export function knowledgeFrom(body: unknown, base: string): ReleaseKnowledge | undefined {
  if (!validateReleaseManifest(body)) return undefined;
  const folders = new Set<string>();
  const integrity = new Map<string, string>();
  const versions = new Map<string, NamedVersion>();
  for (const pin of Object.values((body as { remotes: Record<string, Pin> }).remotes)) {
    for (const release of [pin, pin.fallback, pin.canary]) {
      if (!release) continue;
      const manifest = new URL(release.manifest, base);
      const entry = new URL(release.entry, base).href;
      const folder = versionFolderOf(manifest);
      if (folder) {
        folders.add(folder);
        versions.set(folder, { manifest: manifest.href, entry, integrity: release.integrity.manifest });
      }
      integrity.set(manifest.href, release.integrity.manifest);
      integrity.set(entry, release.integrity.entry);
    }
  }
  return { folders, integrity, versions };
}

/** Whether a release names the version folder of `url`; with nothing known yet, every version is kept. */
export function isNamed(knowledge: ReleaseKnowledge, url: URL): boolean {
  if (knowledge.folders.size === 0) return true;
  const folder = versionFolderOf(url);
  return folder !== undefined && knowledge.folders.has(folder);
}

/** The cached remote files no pin, fallback or canary names any more: what to drop. */
export function unnamedFiles(knowledge: ReleaseKnowledge, cachedUrls: Iterable<string>): string[] {
  if (knowledge.folders.size === 0) return [];
  return [...cachedUrls].filter((href) => !isNamed(knowledge, new URL(href)));
}
