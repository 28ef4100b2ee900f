import { chooseCanaries, deviceBucket } from '../federation/canaryChoice';
import { preloadOpeningArea } from '../federation/preloadOpeningArea';
import { previewAsked, storedOverridesEarly } from '../federation/previewAsked';
import { parseReleaseManifest, RELEASE_MANIFEST_URL, type ReleaseManifest } from '../federation/releaseManifest';
import { peekEarly } from './earlyFetch';

/**
 * Once the release manifest asked for by the entry script arrives, and if it is valid, start on the opening
 * area. Anything wrong with it is left to the shell's start-up, which reports it and falls back. A preview
 * tab is left alone: it may run another version of the area than the pinned one this would fetch. A device
 * in an area's canary share starts on the canary, as the shell will.
 */
export async function preloadOpeningAreaEarly(rendered?: ReleaseManifest): Promise<void> {
  if (previewAsked(window.location.search, storedOverridesEarly())) return;
  // A server-rendered page runs the release it was rendered with, canaries already chosen.
  if (rendered) return preloadOpeningArea(rendered);
  const response = await peekEarly(RELEASE_MANIFEST_URL)?.catch(() => undefined);
  if (!response?.ok) return;
  const parsed = parseReleaseManifest(await response.json().catch(() => null));
  if ('manifest' in parsed) await preloadOpeningArea(chooseCanaries(parsed.manifest, deviceBucket()));
}
