// The bench's one-bundle build of the site (`npm run bench`) swaps the federation loader for this file: the
// same exports, with every area's modules imported straight from its source. Never part of the real site.
import { areaModules } from 'm-monolith-areas';
import type { Area } from 'shared';
import type { ReleaseManifest } from '../releaseManifest';

export const containerName = (area: Area) => `mfe_${area}`;

export function configureRemotes(_release: ReleaseManifest): void {}

export class RemoteUnavailableError extends Error {
  constructor(
    readonly area: Area,
    cause: unknown,
  ) {
    super(`The ${area} area could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

const importerOf = (area: Area, module: string) => areaModules[area]?.[`./${module.replace(/^\.\//, '')}`];

export async function loadAreaModule<T>(area: Area, module: string): Promise<T> {
  const load = importerOf(area, module);
  if (!load) throw new RemoteUnavailableError(area, new Error(`no module ${module}`));
  return (await load()) as T;
}

export const reloadAreaModule = loadAreaModule;
