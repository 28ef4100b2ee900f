// The SHA-384 a file of a remote version must hash to before the worker keeps or serves it: for the version's
// mf-manifest.json and entry script, the release manifest's; for every other file (each chunk and CSS file),
// the one the version's mf-manifest.json lists (`integrity`, written at publish), read from a copy of it that
// matched its release hash. So every hash is chained from the release manifest, as on the page
// (shell/src/federation/releaseFiles.ts). A file that no verified list names has no hash: the worker neither
// keeps nor serves a copy of it.
import { sha384 } from '../federation/integrity';
import { listedFiles, type ListedFiles } from '../federation/releaseFiles';
import { REMOTES_CACHE } from './cacheNames';
import { versionFolderOf, type NamedVersion } from './releaseRules';
import { releaseKnowledge } from './releaseState';

/** Whether the bytes of `response` (a clone's: the response stays readable) hash to `expected`. */
export const matchesHash = async (response: Response, expected: string) =>
  (await sha384(await response.clone().arrayBuffer())) === expected;

/** Each version's listed files, by its manifest's URL and hash: a verified manifest never changes. */
const listed = new Map<string, Promise<ListedFiles | undefined>>();

/** A version's mf-manifest.json that matches its release hash: the worker's copy, else the network's (or the HTTP cache's). */
async function verifiedManifest(version: NamedVersion): Promise<unknown> {
  const held = await (await caches.open(REMOTES_CACHE)).match(version.manifest, { ignoreVary: true });
  if (held && (await matchesHash(held, version.integrity))) return held.json();
  const fetched = await fetch(version.manifest);
  if (fetched.ok && (await matchesHash(fetched, version.integrity))) return fetched.json();
  return undefined;
}

function filesOf(version: NamedVersion): Promise<ListedFiles | undefined> {
  const key = `${version.manifest} ${version.integrity}`;
  const known = listed.get(key);
  if (known) return known;
  const files = verifiedManifest(version).then(
    (manifest) => listedFiles(manifest, version.entry),
    () => undefined,
  );
  listed.set(key, files);
  // A manifest that could not be read or verified now is tried again for the next file.
  void files.then((found) => found || listed.delete(key));
  return files;
}

/** The SHA-384 the release chains to `href`; undefined when it chains none (a version no release names, a file no manifest lists). */
export async function expectedHash(href: string): Promise<string | undefined> {
  const knowledge = releaseKnowledge();
  const direct = knowledge.integrity.get(href);
  if (direct) return direct;
  const folder = versionFolderOf(new URL(href));
  const version = folder === undefined ? undefined : knowledge.versions.get(folder);
  return version && (await filesOf(version))?.hashes.get(href);
}
