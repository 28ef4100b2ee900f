// Keeping copies of what a page loaded without the worker's help (the first visit, which the worker never
// takes over, and files it did not hold yet): the copies come from the browser's HTTP cache, where those
// files just landed (remote version files are cached for a year), so this costs no download.
import type { AdoptMessage } from '../pwa/workerProtocol';
import { pictures } from './pictures';
import { RELEASE_MANIFEST_PATH, releaseKnowledge, sinceLearned, mayHold } from './releaseState';
import { releaseJson } from './releaseJson';
import { isNamed, isRemoteFile } from './releaseRules';
import { remoteFiles } from './remoteFiles';
import { settled } from './settled';

/** At most this many URLs per message are looked at (a page loads about a hundred). */
export const ADOPT_LIMIT = 500;
/** The release read this recently is current enough to judge which versions to keep. */
const RELEASE_FRESH_MS = 10_000;

const urlOf = (href: unknown): URL | undefined => {
  if (typeof href !== 'string') return undefined;
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
};

/** Resolves with how many of the message's remote files the worker now holds (pictures are kept as they can be). */
export async function adopt(message: AdoptMessage, event: ExtendableEvent): Promise<number> {
  // The versions to keep are those of the release as it is now (a server-rendered page never reads it itself):
  // read again for each page load, and when the last read is not recent.
  if (message.firstOfPage === true || sinceLearned() > RELEASE_FRESH_MS) await settled(releaseJson, event, RELEASE_MANIFEST_PATH);
  const files = message.files
    .slice(0, ADOPT_LIMIT)
    .map(urlOf)
    .filter((url): url is URL => url !== undefined && isRemoteFile(url) && isNamed(releaseKnowledge(), url));
  const images = message.pictures
    .slice(0, ADOPT_LIMIT)
    .map(urlOf)
    .filter((url): url is URL => url !== undefined && !isRemoteFile(url));
  const [held] = await Promise.all([
    Promise.all(
      files.map(async (url) => {
        if (!mayHold(url.href)) await settled(remoteFiles, event, url.href);
        return mayHold(url.href);
      }),
    ),
    Promise.all(images.map((url) => settled(pictures, event, url.href))),
  ]);
  return held.filter(Boolean).length;
}
