import type { ModuleFederation, ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { bus, type Area } from 'shared';
import { takeEarly } from '../startup/earlyFetch';
import { reportRemote } from './beacon';
import { fetchVerified, IntegrityError } from './integrity';
import { forgetLoadedChunks } from './loadedChunks';
import { rememberReleaseFiles, releaseFileIntegrity } from './releaseFiles';
import {
  absoluteUrl,
  activate,
  activeRelease,
  areaOfContainer,
  containerName,
  entryOfManifest,
  expectedIntegrity,
  pinOf,
} from './remoteReleases';
import type { RemoteRelease } from './releaseManifest';

/**
 * Point the runtime at a release of an area, dropping whatever it had loaded for that container, its chunks
 * included: a retry fetches the remote's code again instead of reinstalling what failed.
 */
export function registerRelease(host: Pick<ModuleFederation, 'registerRemotes'>, area: Area, release: RemoteRelease): void {
  activate(area, release);
  forgetLoadedChunks(containerName(area));
  host.registerRemotes([{ name: containerName(area), entry: absoluteUrl(release.manifest) }], { force: true });
}

function report(area: Area, version: string, error: unknown, fallback?: string): void {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`The ${area} remote ${version} failed to load${fallback ? `; falling back to ${fallback}` : ''}: ${message}`);
  reportRemote(area, version, error instanceof IntegrityError ? 'integrity' : 'load');
  bus.emit('remote:failed', { area, version, error: message, ...(fallback ? { fallback } : {}) });
}

const recovering = new Map<Area, Promise<unknown>>();

/**
 * Settles once no recovery of the area is under way. A load that starts meanwhile would fail into the running
 * recovery, which does not take it up: a player's retry waits for it instead of failing beside it.
 */
export function recoverySettled(area: Area): Promise<void> {
  return (recovering.get(area) ?? Promise.resolve()).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * A failed load of an area: retry its release once, then load the manifest's last known good version.
 * Failures inside the recovery itself fall through to it (the map), so each step runs once per failure.
 */
function recover(host: ModuleFederation, area: Area, id: string, error: unknown): Promise<unknown> {
  const failed = activeRelease(area);
  if (!failed || recovering.has(area)) return Promise.resolve(undefined);
  const recovery = retryThenFallBack(host, area, failed, id, error).finally(() => recovering.delete(area));
  recovering.set(area, recovery);
  return recovery;
}

async function retryThenFallBack(host: ModuleFederation, area: Area, failed: RemoteRelease, id: string, error: unknown): Promise<unknown> {
  report(area, failed.version, error);
  registerRelease(host, area, failed);
  try {
    return await host.loadRemote(id);
  } catch (retryError) {
    error = retryError;
  }
  const fallback = pinOf(area)?.fallback;
  if (!fallback || fallback.version === failed.version) return undefined;
  report(area, failed.version, error, fallback.version);
  registerRelease(host, area, fallback);
  return await host.loadRemote(id);
}

/** A file no list names gets an integrity no bytes match: the browser refuses it (fail closed). */
const NEVER = `sha384-${'A'.repeat(64)}`;
const checkedAs = (expected: string) => (expected === 'refused' ? NEVER : expected);

const linkedUnchecked = (url: string) =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some((link) => link.href === url && !link.integrity);

/**
 * The shell's Module Federation runtime plugin for releases: manifests are fetched (or taken from the entry
 * script's early fetch) and checked against the release manifest's SHA-384 before use; entry scripts, and the
 * chunks and CSS files the runtime loads for a module (their SHA-384 from the verified manifest), carry
 * `integrity` and `crossorigin`; the chunks the remote's own runtime loads carry the hashes its verified entry
 * script holds. A failed remote is retried once and then replaced by its fallback version. Any mismatch is a
 * failed load.
 */
export function releasePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'm-release',
    async fetch(url, init) {
      const expected = expectedIntegrity(url);
      if (!expected) throw new IntegrityError(`${url} is not a release in the manifest`);
      const response = await fetchVerified(url, init, expected, takeEarly(url));
      const entry = entryOfManifest(url);
      if (entry)
        rememberReleaseFiles(
          await response
            .clone()
            .json()
            .catch(() => undefined),
          entry,
        );
      return response;
    },
    createScript({ url, attrs }) {
      const expected = expectedIntegrity(url) ?? releaseFileIntegrity(url);
      if (!expected) return undefined;
      const script = document.createElement('script');
      for (const [name, value] of Object.entries(attrs ?? {})) if (typeof value === 'string') script.setAttribute(name, value);
      script.src = url;
      script.integrity = checkedAs(expected);
      script.crossOrigin = 'anonymous';
      return script;
    },
    createLink({ url, attrs }) {
      const expected = releaseFileIntegrity(url);
      // A server-rendered head that already links the sheet without `integrity` (tooling/site) keeps it: a
      // checked link beside it would download it a second time, in CORS mode, and not unapply the first.
      if (!expected || linkedUnchecked(url)) return undefined;
      const link = document.createElement('link');
      for (const [name, value] of Object.entries(attrs ?? {})) if (typeof value === 'string') link.setAttribute(name, value);
      link.href = url;
      link.integrity = checkedAs(expected);
      link.crossOrigin = 'anonymous';
      return link;
    },
    async errorLoadRemote({ id, error, lifecycle, origin }) {
      if (lifecycle !== 'onLoad') return undefined;
      const area = areaOfContainer(id);
      return area ? recover(origin, area, id, error) : undefined;
    },
  };
}
