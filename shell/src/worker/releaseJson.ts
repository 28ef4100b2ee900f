// The release manifest, the run-time config and the published versions (for previews) say what players get:
// they always come from the network, so a pin or a rollback reaches the next page load; the last answer is
// kept and used only when the network fails or takes longer than NETWORK_TIMEOUT_SECONDS.
import type { WorkboxPlugin } from 'workbox-core/types';
import { NetworkFirst } from 'workbox-strategies';
import { RELEASE_CACHE } from './cacheNames';
import { learnRelease, RELEASE_MANIFEST_PATH } from './releaseState';

/** Slow 4G answers a small file in about 1.2 s (two round trips of 562 ms): three seconds means it is stuck. */
export const NETWORK_TIMEOUT_SECONDS = 3;

export const RELEASE_JSON_PATHS: readonly string[] = [RELEASE_MANIFEST_PATH, '/m/config.json', '/remotes/published.json'];

const learnFromManifest: WorkboxPlugin = {
  async cacheDidUpdate({ request, newResponse }) {
    if (new URL(request.url).pathname !== RELEASE_MANIFEST_PATH) return;
    await learnRelease(
      await newResponse
        .clone()
        .json()
        .catch(() => undefined),
      request.url,
    );
  },
};

export const releaseJson = new NetworkFirst({
  cacheName: RELEASE_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [learnFromManifest],
  matchOptions: { ignoreVary: true },
});
