// The worker's current knowledge of the release and of the remote files it holds, kept in memory so that a
// fetch can be routed at once (a fetch event must decide synchronously whether the worker answers it), and
// rebuilt from the caches whenever the worker starts.
import { RELEASE_CACHE, REMOTES_CACHE } from './cacheNames';
import { knowledgeFrom, NO_KNOWLEDGE, unnamedFiles, type ReleaseKnowledge } from './releaseRules';

export const RELEASE_MANIFEST_PATH = '/m/remotes.json';

let knowledge: ReleaseKnowledge = NO_KNOWLEDGE;
let learnedAt = 0;
const heldFiles = new Set<string>();
let loaded = false;

export const releaseKnowledge = () => knowledge;
/** Milliseconds since the release manifest was last read from the network (Infinity when never). */
export const sinceLearned = () => (learnedAt ? Date.now() - learnedAt : Infinity);

/** Whether the worker holds a copy of this remote file; before the index is read, assume it might. */
export const mayHold = (href: string) => !loaded || heldFiles.has(href);
export const noteHeld = (href: string) => void heldFiles.add(href);
export const noteDropped = (href: string) => void heldFiles.delete(href);

/** Read the index of held remote files and the last release manifest from the caches (each worker start). */
export async function loadReleaseState(): Promise<void> {
  const [remotes, release] = await Promise.all([caches.open(REMOTES_CACHE), caches.open(RELEASE_CACHE)]);
  for (const request of await remotes.keys()) heldFiles.add(request.url);
  loaded = true;
  const manifestUrl = new URL(RELEASE_MANIFEST_PATH, self.location.origin).href;
  const cached = await release.match(manifestUrl);
  if (cached && knowledge === NO_KNOWLEDGE) knowledge = knowledgeFrom(await cached.json().catch(() => undefined), manifestUrl) ?? knowledge;
}

/**
 * A release manifest just read from the network: it becomes what the worker knows, and the files of the
 * versions it no longer names (no pin, fallback or canary) are dropped. A body that does not match the
 * schema changes nothing.
 */
export async function learnRelease(body: unknown, manifestUrl: string): Promise<void> {
  const next = knowledgeFrom(body, manifestUrl);
  if (!next) return;
  knowledge = next;
  learnedAt = Date.now();
  const remotes = await caches.open(REMOTES_CACHE);
  const cachedUrls = (await remotes.keys()).map((request) => request.url);
  for (const href of unnamedFiles(knowledge, cachedUrls)) {
    await remotes.delete(href);
    noteDropped(href);
  }
}
