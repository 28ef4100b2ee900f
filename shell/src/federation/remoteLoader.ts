import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { bus, type Area } from 'shared';
import type { ReleaseManifest } from './releaseManifest';

/** The container name of an area's remote (its global and share-scope identity). */
export const containerName = (area: Area) => `mfe_${area}`;

let manifest: ReleaseManifest = { remotes: {} };

/** Tell the federation runtime where each remote lives, from the release manifest. */
export function configureRemotes(release: ReleaseManifest): void {
  manifest = release;
  registerRemotes(
    Object.entries(release.remotes).map(([area, pin]) => ({ name: containerName(area as Area), entry: new URL(pin.manifest, location.href).href })),
  );
}

export class RemoteUnavailableError extends Error {
  constructor(
    readonly area: Area,
    cause: unknown,
  ) {
    super(`The ${area} area could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

/** Load one exposed module of an area's remote, e.g. `loadAreaModule('lobby', './Home')`. */
export async function loadAreaModule<T>(area: Area, module: string): Promise<T> {
  const pin = manifest.remotes[area];
  if (!pin) throw new RemoteUnavailableError(area, new Error('not in the release manifest'));
  try {
    const loaded = await loadRemote<T>(`${containerName(area)}/${module.replace(/^\.\//, '')}`);
    if (!loaded) throw new Error('empty module');
    return loaded;
  } catch (error) {
    const failure = new RemoteUnavailableError(area, error);
    console.error(failure.message);
    bus.emit('remote:failed', { area, version: pin.version, error: failure.message });
    throw failure;
  }
}

/** Forget a failed remote so the next load fetches it again (the retry button). */
export function resetArea(area: Area): void {
  const pin = manifest.remotes[area];
  if (pin) registerRemotes([{ name: containerName(area), entry: new URL(pin.manifest, location.href).href }], { force: true });
}

/** Warm an area (its entry and manifest) so switching to it later does not wait on the network. */
export function warmArea(area: Area): void {
  if (!manifest.remotes[area]) return;
  void preloadRemote([{ nameOrAlias: containerName(area), resourceCategory: 'sync' }]).catch(() => undefined);
}
