import { getInstance, loadRemote, registerPlugins } from '@module-federation/enhanced/runtime';
import type { Area } from 'shared';
import type { ReleaseManifest } from './releaseManifest';
import { recoverySettled, registerRelease, releasePlugin } from './releasePlugin';
import { reportRemote } from './beacon';
import { activeAreas, activeRelease, containerName, pinOf, setPins } from './remoteReleases';

export { containerName };

/** Tell the federation runtime where each remote lives, from the release manifest, and how to load it. */
export function configureRemotes(release: ReleaseManifest): void {
  registerPlugins([releasePlugin()]);
  setPins(release);
  for (const area of activeAreas()) registerRelease(federationHost(), area, pinOf(area)!);
}

function federationHost() {
  const host = getInstance();
  if (!host) throw new Error('the Module Federation runtime is not initialised');
  return host;
}

export class RemoteUnavailableError extends Error {
  constructor(
    readonly area: Area,
    cause: unknown,
  ) {
    super(`The ${area} area could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

/**
 * Load one exposed module of an area's remote, e.g. `loadAreaModule('lobby', './Home')`; once any recovery of
 * the area another load started has settled, so this one is recovered too if it fails.
 */
export async function loadAreaModule<T>(area: Area, module: string): Promise<T> {
  if (!pinOf(area)) throw new RemoteUnavailableError(area, new Error('not in the release manifest'));
  await recoverySettled(area);
  try {
    const loaded = await loadRemote<T>(`${containerName(area)}/${module.replace(/^\.\//, '')}`);
    if (!loaded) throw new Error('empty module');
    reportRemote(area, activeRelease(area)?.version, 'loaded');
    return loaded;
  } catch (error) {
    throw new RemoteUnavailableError(area, error);
  }
}

/**
 * Load a module of an area started over from its pinned release (the retry button): the runtime fetches the
 * area again instead of reinstalling what failed, once a recovery still running has settled (it would switch
 * the area to its fallback under the retry).
 */
export async function reloadAreaModule<T>(area: Area, module: string): Promise<T> {
  await recoverySettled(area);
  const pin = pinOf(area);
  if (pin) registerRelease(federationHost(), area, pin);
  return loadAreaModule<T>(area, module);
}
