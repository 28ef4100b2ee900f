import { localStore } from 'shared';
import { parseReleaseManifest, RELEASE_MANIFEST_URL, type ReleaseManifest } from './releaseManifest';

const KEY = 'm.release.lastGood';

/**
 * The release manifest to run with: the served one when it is valid (and then remembered), otherwise the
 * last good one this browser saw, with a console error saying why. No manifest at all leaves every area
 * showing its own failure panel.
 */
export async function loadReleaseManifest(fetchJson: (url: string) => Promise<unknown>): Promise<ReleaseManifest> {
  let problem: string;
  try {
    const parsed = parseReleaseManifest(await fetchJson(RELEASE_MANIFEST_URL));
    if ('manifest' in parsed) {
      localStore.setJson(KEY, parsed.manifest);
      return parsed.manifest;
    }
    problem = `it does not match its schema: ${parsed.error}`;
  } catch (error) {
    problem = `it could not be read: ${error instanceof Error ? error.message : String(error)}`;
  }
  const stored = localStore.getJson<unknown>(KEY);
  const lastGood = stored === null ? null : parseReleaseManifest(stored);
  const usable = lastGood && 'manifest' in lastGood ? lastGood.manifest : { remotes: {} };
  console.error(
    `The release manifest ${RELEASE_MANIFEST_URL} was not used, ${problem}. ${lastGood && 'manifest' in lastGood ? 'Running with the last good one.' : 'No good one is known.'}`,
  );
  return usable;
}
